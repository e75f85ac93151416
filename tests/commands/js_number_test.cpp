// JavaScript number semantics the parser relies on.

#include <cmath>
#include <stdexcept>

#include <gtest/gtest.h>

#include "commands/js_number.h"

namespace craftmate::commands {
namespace {

TEST(JsNumber, ParseIntTakesLeadingDigits) {
  EXPECT_EQ(jsParseInt("4.5"), 4);
  EXPECT_EQ(jsParseInt("  -12abc"), -12);
  EXPECT_EQ(jsParseInt("0x1A"), 26);
  EXPECT_TRUE(std::isnan(jsParseInt("abc")));
  EXPECT_TRUE(std::isnan(jsParseInt("")));
  EXPECT_TRUE(std::isnan(jsParseInt("-")));
  EXPECT_EQ(jsParseInt("1e3"), 1);
}

// Expected values are node's: the whole digit string is rounded once to the nearest double.
TEST(JsNumber, ParseIntRoundsLongDigitStringsOnce) {
  EXPECT_EQ(jsNumberToString(jsParseInt("12345678901234567890")), "12345678901234567000");
  EXPECT_EQ(jsNumberToString(jsParseInt("9007199254740993")), "9007199254740992");
  EXPECT_EQ(jsNumberToString(jsParseInt("99999999999999999999")), "100000000000000000000");
  EXPECT_EQ(jsNumberToString(jsParseInt("1000000000000000000001")), "1e+21");
  EXPECT_EQ(jsNumberToString(jsParseInt("0x20000000000001")), "9007199254740992");
  EXPECT_EQ(jsNumberToString(jsParseInt("0x20000000000003")), "9007199254740996");
  EXPECT_EQ(jsNumberToString(jsParseInt("1" + std::string(309, '0'))), "Infinity");
  EXPECT_EQ(jsNumberToString(jsParseInt(std::string(400, '0') + "42")), "42");
  EXPECT_EQ(jsNumberToString(jsParseInt("-12345678901234567890.9")), "-12345678901234567000");
  EXPECT_TRUE(std::signbit(jsParseInt("-0")));
}

TEST(JsNumber, ParseSkipsEveryJavaScriptSpace) {
  EXPECT_EQ(jsParseInt("\xE1\x9A\x80" "7"), 7);   // U+1680 OGHAM SPACE MARK
  EXPECT_EQ(jsParseFloat("\xE2\x80\xA9\xE1\x9A\x80-2.5"), -2.5);
  EXPECT_TRUE(std::isnan(jsParseInt("\xE2\x80\x8B" "7")));  // U+200B is not a space in JavaScript
}

TEST(JsNumber, ParseFloatTakesLongestLiteral) {
  EXPECT_EQ(jsParseFloat("1e3"), 1000);
  EXPECT_EQ(jsParseFloat("-2.5x"), -2.5);
  EXPECT_EQ(jsParseFloat(".5"), 0.5);
  EXPECT_EQ(jsParseFloat("5."), 5);
  EXPECT_EQ(jsParseFloat("3e"), 3);
  EXPECT_TRUE(std::isinf(jsParseFloat("Infinity")));
  EXPECT_LT(jsParseFloat("-Infinity"), 0);
  EXPECT_TRUE(std::isnan(jsParseFloat("x1")));
  EXPECT_TRUE(std::isnan(jsParseFloat(".")));
}

TEST(JsNumber, ToStringMatchesJavaScript) {
  EXPECT_EQ(jsNumberToString(9007199254740991.0), "9007199254740991");
  EXPECT_EQ(jsNumberToString(-64), "-64");
  EXPECT_EQ(jsNumberToString(0.1), "0.1");
  EXPECT_EQ(jsNumberToString(-0.25), "-0.25");
  EXPECT_EQ(jsNumberToString(1e21), "1e+21");
  EXPECT_EQ(jsNumberToString(123456789012345680000.0), "123456789012345680000");
  EXPECT_EQ(jsNumberToString(1.5e-7), "1.5e-7");
  EXPECT_EQ(jsNumberToString(0.000001), "0.000001");
  EXPECT_EQ(jsNumberToString(INFINITY), "Infinity");
  EXPECT_EQ(jsNumberToString(-INFINITY), "-Infinity");
  EXPECT_EQ(jsNumberToString(12345678901234567168.0), "12345678901234567000");
  EXPECT_EQ(jsNumberToString(1.2345678901234568e29), "1.2345678901234568e+29");
  EXPECT_EQ(jsNumberToString(-1e21), "-1e+21");
  EXPECT_EQ(jsNumberToString(999999999999999900000.0), "999999999999999900000");
}

// Expected texts are node's (v.toFixed(n)), including the ties printf would round to even.
TEST(JsNumber, ToFixedMatchesJavaScript) {
  EXPECT_EQ(jsToFixed(10.125, 2), "10.13");
  EXPECT_EQ(jsToFixed(-10.125, 2), "-10.13");  // a negative tie also rounds away from zero
  EXPECT_EQ(jsToFixed(-3.375, 2), "-3.38");
  EXPECT_EQ(jsToFixed(0.25, 1), "0.3");        // printf: 0.2
  EXPECT_EQ(jsToFixed(-0.125, 1), "-0.1");
  EXPECT_EQ(jsToFixed(1.045, 2), "1.04");      // just below the tie in binary
  EXPECT_EQ(jsToFixed(2.675, 2), "2.67");
  EXPECT_EQ(jsToFixed(1.45, 1), "1.4");
  EXPECT_EQ(jsToFixed(123.456, 2), "123.46");
  EXPECT_EQ(jsToFixed(9.96, 1), "10.0");       // the carry grows the integer part
  EXPECT_EQ(jsToFixed(-0.96, 1), "-1.0");
  EXPECT_EQ(jsToFixed(999.5, 0), "1000");
  EXPECT_EQ(jsToFixed(-2.5, 0), "-3");
  EXPECT_EQ(jsToFixed(12, 1), "12.0");
  EXPECT_EQ(jsToFixed(-0.0, 2), "0.00");
  EXPECT_EQ(jsToFixed(-0.0001, 2), "-0.00");
  EXPECT_EQ(jsToFixed(-0.4, 0), "-0");
  EXPECT_EQ(jsToFixed(1e21, 2), "1e+21");
  EXPECT_THROW(jsToFixed(1, 101), std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::commands
