#pragma once
// JavaScript's whitespace over UTF-8 text: the set of the regex class \s, which is also what
// String.prototype.trim, parseInt and parseFloat skip. MINDcraft's parser is defined by them, so
// a model that puts U+00A0 or U+3000 around an argument is read as MINDcraft reads it.

#include <cstddef>
#include <string_view>

namespace craftmate::commands {

// Bytes of the JavaScript space that `text` starts with, 0 when it starts with none.
std::size_t jsSpaceAtFront(std::string_view text);
// Bytes of the JavaScript space that `text` ends with, 0 when it ends with none.
std::size_t jsSpaceAtBack(std::string_view text);
// String.prototype.trim.
std::string_view jsTrim(std::string_view text);

}  // namespace craftmate::commands
