#include "world/signed_arguments.h"

#include "protocol/errors.h"

namespace craftmate::world {

using protocol::Value;

namespace {

constexpr int kLiteral = 1, kArgument = 2;  // command_node_type
constexpr int kMaxDepth = 64;               // a command path is never this deep; a redirect loop stops here

// The length of the argument token at the start of `s`: a quoted string, or up to the next space
// outside [...] (selector options) and quotes.
std::size_t tokenLength(std::string_view s) {
  if (!s.empty() && (s[0] == '"' || s[0] == '\'')) {
    for (std::size_t i = 1; i < s.size(); ++i) {
      if (s[i] == '\\') ++i;
      else if (s[i] == s[0]) return i + 1;
    }
    return s.size();
  }
  int depth = 0;
  char quote = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '[') {
      ++depth;
    } else if (c == ']') {
      if (depth > 0) --depth;
    } else if (c == ' ' && depth == 0) {
      return i;
    }
  }
  return s.size();
}

// What follows a token of `length` characters: the rest after its separating space.
std::string_view after(std::string_view s, std::size_t length) {
  s.remove_prefix(length);
  if (!s.empty() && s[0] == ' ') s.remove_prefix(1);
  return s;
}

}  // namespace

SignedArguments::SignedArguments(const Value& declareCommands) {
  const auto& nodes = declareCommands["nodes"].as_array();
  const int count = static_cast<int>(nodes.size());
  auto index = [&](const Value& v, std::size_t node, const char* what) {
    const auto i = v.as_int();
    if (i < 0 || i >= count)
      throw protocol::DecodeError("declare_commands node " + std::to_string(node) + ": " + what + " " + std::to_string(i) +
                                  " is not one of the " + std::to_string(count) + " nodes");
    return static_cast<int>(i);
  };
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const Value& n = nodes[i];
    Node node;
    const auto type = n["flags"]["command_node_type"].as_int();
    node.literal = type == kLiteral;
    if (const Value* extra = n.find("extraNodeData"); extra && extra->is_object()) {
      if (const Value* name = extra->find("name")) node.name = name->as_string();
      if (const Value* parser = extra->find("parser"); parser && type == kArgument)
        node.message = parser->kind() == Value::Kind::String && parser->as_string() == "minecraft:message";
    }
    for (const Value& c : n["children"].as_array()) node.children.push_back(index(c, i, "child"));
    if (const Value* r = n.find("redirectNode"); r && r->is_int()) node.redirect = index(*r, i, "redirect");
    nodes_.push_back(std::move(node));
  }
  root_ = index(declareCommands["rootIndex"], nodes.size(), "root");
}

std::vector<SignedArguments::Argument> SignedArguments::of(std::string_view command) const {
  std::vector<Argument> out;
  if (root_ < 0 || !walk(root_, command, out, 0)) out.clear();
  return out;
}

// Reads `rest` from `node` on: true when a path through the tree takes all of it.
bool SignedArguments::walk(int node, std::string_view rest, std::vector<Argument>& out, int depth) const {
  if (rest.empty()) return true;
  if (depth > kMaxDepth) return false;
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  const std::vector<int>& children = n.redirect >= 0 ? nodes_[static_cast<std::size_t>(n.redirect)].children : n.children;
  const std::size_t word = rest.find(' ') == std::string_view::npos ? rest.size() : rest.find(' ');
  for (int c : children) {
    const Node& child = nodes_[static_cast<std::size_t>(c)];
    if (child.literal && rest.substr(0, word) == child.name && walk(c, after(rest, word), out, depth + 1)) return true;
  }
  for (int c : children) {
    const Node& child = nodes_[static_cast<std::size_t>(c)];
    if (child.literal) continue;
    if (child.message) {  // greedy: the rest of the command
      out.push_back({child.name, std::string(rest)});
      return true;
    }
    const std::size_t length = tokenLength(rest);
    if (length == 0) continue;
    const std::size_t mark = out.size();
    if (walk(c, after(rest, length), out, depth + 1)) return true;
    out.resize(mark);
  }
  return false;
}

}  // namespace craftmate::world
