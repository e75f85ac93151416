#include "commands/js_space.h"

namespace craftmate::commands {

namespace {

// ECMAScript WhiteSpace and LineTerminator, UTF-8 encoded: \t \n \v \f \r, space, U+00A0,
// U+1680, U+2000..U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF.
constexpr std::string_view kSpaces[] = {
    "\t", "\n", "\v", "\f", "\r", " ", "\u00A0", "\u1680", "\u2000", "\u2001", "\u2002", "\u2003", "\u2004",
    "\u2005", "\u2006", "\u2007", "\u2008", "\u2009", "\u200A", "\u2028", "\u2029", "\u202F", "\u205F", "\u3000",
    "\uFEFF"};

}  // namespace

std::size_t jsSpaceAtFront(std::string_view text) {
  for (std::string_view space : kSpaces) {
    if (text.starts_with(space)) return space.size();
  }
  return 0;
}

std::size_t jsSpaceAtBack(std::string_view text) {
  for (std::string_view space : kSpaces) {
    if (text.ends_with(space)) return space.size();
  }
  return 0;
}

std::string_view jsTrim(std::string_view text) {
  while (std::size_t n = jsSpaceAtFront(text)) text.remove_prefix(n);
  while (std::size_t n = jsSpaceAtBack(text)) text.remove_suffix(n);
  return text;
}

}  // namespace craftmate::commands
