#pragma once
// SignedArguments — which arguments of a command a secure-chat client signs: the `minecraft:message`
// arguments on the command's path through the server's command tree (declare_commands), as
// vanilla's SignableCommand (`/tell bob hi there` signs "hi there" as argument "message"; `/msg`
// redirects to `tell`). The arguments before a message are read as brigadier reads them: a word,
// a quoted string, or a selector with its [...] options (which may hold spaces). Literals are tried
// before arguments; a command the tree does not know has nothing to sign.

#include <string>
#include <string_view>
#include <vector>

#include "protocol/packet_value.h"

namespace craftmate::world {

class SignedArguments {
 public:
  SignedArguments() = default;  // no tree: nothing is signed
  // From declare_commands' fields ({nodes, rootIndex}). Throws protocol::DecodeError naming the node
  // when a child or redirect index is outside the node list.
  explicit SignedArguments(const protocol::Value& declareCommands);

  struct Argument {
    std::string name;  // the argument node's name ("message")
    std::string text;  // what the command gives it, the rest of the command
  };
  // The signed arguments of `command` (without its '/'), in order; empty when there are none or the
  // tree does not parse it.
  std::vector<Argument> of(std::string_view command) const;

 private:
  struct Node {
    bool literal = false;
    bool message = false;  // an argument parsed by minecraft:message
    std::string name;
    std::vector<int> children;
    int redirect = -1;
  };
  bool walk(int node, std::string_view rest, std::vector<Argument>& out, int depth) const;

  std::vector<Node> nodes_;
  int root_ = -1;
};

}  // namespace craftmate::world
