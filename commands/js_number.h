#pragma once
// JavaScript's number conversions, because MINDcraft's parser is defined by them: a model that
// writes `!stay(4.5)` gets parseInt's 4, `!goToCoordinates("1e3", ...)` gets parseFloat's 1000.

#include <string>
#include <string_view>

namespace craftmate::commands {

// Number.parseInt(text) with no radix: NaN when no digits lead the (trimmed) text; "0x" prefix = hex.
double jsParseInt(std::string_view text);
// Number.parseFloat(text): the longest leading decimal literal (or "Infinity"), else NaN.
double jsParseFloat(std::string_view text);
// String(number): "3", "-0.5", "Infinity", "9007199254740991", "1e+21".
std::string jsNumberToString(double value);
// String.prototype.trim for the ASCII and common Unicode spaces models produce.
std::string_view jsTrim(std::string_view text);

}  // namespace craftmate::commands
