#pragma once
// The two exceptions of the protocol layer. Both carry a message that says what was wrong, so a
// connection can end with a reason a user can act on.

#include <stdexcept>
#include <string>

namespace craftmate::protocol {

// Bytes from the network (or a file) that do not decode: truncated, out of range, malformed.
class DecodeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A Value that cannot be encoded as the schema asks: a missing field, a wrong kind, an unknown name.
class EncodeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace craftmate::protocol
