#pragma once
// JavaScript's number conversions, because MINDcraft's parser is defined by them: a model that
// writes `!stay(4.5)` gets parseInt's 4, `!goToCoordinates("1e3", ...)` gets parseFloat's 1000.

#include <string>
#include <string_view>

namespace craftmate::commands {

// Number.parseInt(text) with no radix: NaN when no digits lead the text (after JavaScript spaces
// and a sign); "0x" prefix = hex. The digits are rounded once to the nearest double, as V8 does.
double jsParseInt(std::string_view text);
// Number.parseFloat(text): the longest leading decimal literal (or "Infinity"), else NaN.
double jsParseFloat(std::string_view text);
// String(number): "3", "-0.5", "Infinity", "9007199254740991", "1e+21".
std::string jsNumberToString(double value);
// Number.prototype.toFixed(digits), as MINDcraft prints positions and coordinates: an exact tie
// rounds away from zero (0.25 -> "0.3", -10.125 -> "-10.13"; printf would round to even), -0 is
// "0.00" but a small negative is "-0.00", and from 1e21 on it is String(number). digits: 0..100.
std::string jsToFixed(double value, int digits);

}  // namespace craftmate::commands
