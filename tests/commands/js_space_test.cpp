// JavaScript's whitespace set (node: /\s/ and String.prototype.trim agree on these code points).

#include <gtest/gtest.h>

#include "commands/js_space.h"

namespace craftmate::commands {
namespace {

TEST(JsSpace, TrimRemovesEveryJavaScriptSpace) {
  EXPECT_EQ(jsTrim("\xC2\xA0 x \t\n"), "x");
  EXPECT_EQ(jsTrim("\xE3\x80\x80y"), "y");
  // U+1680, U+2000, U+200A, U+2028, U+2029, U+202F, U+205F, U+FEFF, \v, \f on both sides.
  const std::string all = "\xE1\x9A\x80\xE2\x80\x80\xE2\x80\x8A\xE2\x80\xA8\xE2\x80\xA9\xE2\x80\xAF\xE2\x81\x9F\xEF\xBB\xBF\v\f";
  EXPECT_EQ(jsTrim(all + "a b" + all), "a b");
  EXPECT_EQ(jsTrim(all), "");
}

TEST(JsSpace, LookAlikesAreNotSpaces) {
  // U+200B zero-width space, U+0085 next line, U+180E Mongolian vowel separator, U+2060 word joiner.
  for (const char* s : {"\xE2\x80\x8B", "\xC2\x85", "\xE1\xA0\x8E", "\xE2\x81\xA0"}) {
    EXPECT_EQ(jsSpaceAtFront(s), 0u) << s;
    EXPECT_EQ(jsSpaceAtBack(s), 0u) << s;
    EXPECT_EQ(jsTrim(std::string(s) + "x"), std::string(s) + "x");
  }
}

TEST(JsSpace, LengthsAreUtf8Bytes) {
  EXPECT_EQ(jsSpaceAtFront(" x"), 1u);
  EXPECT_EQ(jsSpaceAtFront("\xC2\xA0x"), 2u);
  EXPECT_EQ(jsSpaceAtFront("\xE3\x80\x80x"), 3u);
  EXPECT_EQ(jsSpaceAtBack("x\xEF\xBB\xBF"), 3u);
  EXPECT_EQ(jsSpaceAtFront("x "), 0u);
}

}  // namespace
}  // namespace craftmate::commands
