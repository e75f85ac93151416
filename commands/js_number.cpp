#include "commands/js_number.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <stdexcept>

namespace craftmate::commands {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool isJsSpace(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Length of a UTF-8 encoded Unicode space at the front of `s` (U+00A0, U+FEFF, U+2000..U+200A,
// U+2028/2029, U+202F, U+205F, U+3000), 0 when none.
size_t unicodeSpaceLength(std::string_view s) {
  auto b = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  if (s.size() >= 2 && b(0) == 0xC2 && b(1) == 0xA0) return 2;
  if (s.size() >= 3 && b(0) == 0xEF && b(1) == 0xBB && b(2) == 0xBF) return 3;
  if (s.size() >= 3 && b(0) == 0xE2 && b(1) == 0x80 && ((b(2) >= 0x80 && b(2) <= 0x8A) || b(2) == 0xA8 || b(2) == 0xA9 || b(2) == 0xAF)) return 3;
  if (s.size() >= 3 && b(0) == 0xE2 && b(1) == 0x81 && b(2) == 0x9F) return 3;
  if (s.size() >= 3 && b(0) == 0xE3 && b(1) == 0x80 && b(2) == 0x80) return 3;
  return 0;
}

bool endsWithUnicodeSpace(std::string_view s, size_t& len) {
  for (size_t n : {size_t{2}, size_t{3}}) {
    if (s.size() >= n && unicodeSpaceLength(s.substr(s.size() - n)) == n) {
      len = n;
      return true;
    }
  }
  return false;
}

}  // namespace

std::string_view jsTrim(std::string_view text) {
  while (!text.empty()) {
    if (isJsSpace(static_cast<unsigned char>(text.front()))) { text.remove_prefix(1); continue; }
    size_t n = unicodeSpaceLength(text);
    if (n == 0) break;
    text.remove_prefix(n);
  }
  while (!text.empty()) {
    if (isJsSpace(static_cast<unsigned char>(text.back()))) { text.remove_suffix(1); continue; }
    size_t n = 0;
    if (!endsWithUnicodeSpace(text, n)) break;
    text.remove_suffix(n);
  }
  return text;
}

double jsParseInt(std::string_view text) {
  text = jsTrim(text);
  double sign = 1;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
    if (text[0] == '-') sign = -1;
    text.remove_prefix(1);
  }
  int radix = 10;
  if (text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    radix = 16;
    text.remove_prefix(2);
  }
  double value = 0;
  size_t digits = 0;
  for (char c : text) {
    int d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (radix == 16 && c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (radix == 16 && c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else break;
    value = value * radix + d;
    ++digits;
  }
  return digits == 0 ? kNaN : sign * value;
}

double jsParseFloat(std::string_view text) {
  text = jsTrim(text);
  size_t i = 0;
  double sign = 1;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    if (text[i] == '-') sign = -1;
    ++i;
  }
  if (text.substr(i, 8) == "Infinity") return sign * std::numeric_limits<double>::infinity();
  const size_t start = i;
  size_t intDigits = 0, fracDigits = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) { ++i; ++intDigits; }
  if (i < text.size() && text[i] == '.') {
    size_t j = i + 1;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) { ++j; ++fracDigits; }
    if (intDigits > 0 || fracDigits > 0) i = j;
  }
  if (intDigits == 0 && fracDigits == 0) return kNaN;
  // An exponent counts only when at least one digit follows it.
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    size_t j = i + 1;
    if (j < text.size() && (text[j] == '+' || text[j] == '-')) ++j;
    size_t expDigits = 0;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) { ++j; ++expDigits; }
    if (expDigits > 0) i = j;
  }
  std::string literal(text.substr(start, i - start));
  return sign * std::strtod(literal.c_str(), nullptr);
}

std::string jsNumberToString(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value == 0) return "0";
  // Shortest representation that round-trips, as ECMAScript's Number::toString requires.
  char buf[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, value);
    if (std::strtod(buf, nullptr) == value) break;
  }
  std::string s(buf);
  // Re-express %g output in JavaScript's notation: plain digits below 1e21, "1e+21" style above.
  const size_t e = s.find('e');
  if (e == std::string::npos) return s;
  std::string mantissa = s.substr(0, e);
  const int exponent = std::atoi(s.c_str() + e + 1);
  if (exponent >= 21 || exponent <= -7) {
    return mantissa + "e" + (exponent > 0 ? "+" : "-") + std::to_string(std::abs(exponent));
  }
  const bool negative = mantissa[0] == '-';
  if (negative) mantissa.erase(0, 1);
  std::string digits;
  for (char c : mantissa) if (c != '.') digits += c;
  const int pointPos = 1 + exponent;  // position of the decimal point in `digits`
  std::string out;
  if (pointPos <= 0) {
    out = "0." + std::string(static_cast<size_t>(-pointPos), '0') + digits;
  } else if (static_cast<size_t>(pointPos) >= digits.size()) {
    out = digits + std::string(static_cast<size_t>(pointPos) - digits.size(), '0');
  } else {
    out = digits.substr(0, static_cast<size_t>(pointPos)) + "." + digits.substr(static_cast<size_t>(pointPos));
  }
  return negative ? "-" + out : out;
}

std::string jsToFixed(double value, int digits) {
  if (digits < 0 || digits > 100) throw std::invalid_argument("toFixed digits must be 0..100, not " + std::to_string(digits));
  if (std::isnan(value) || std::isinf(value) || std::fabs(value) >= 1e21) return jsNumberToString(value);
  // JavaScript rounds the exact binary value, picking the larger magnitude on a tie. glibc's printf
  // prints that exact value when given enough places (a double below 1e21 needs at most 1074), so
  // the digit after the last kept one decides: 5 or more is at least half way, round up.
  constexpr int kExactPlaces = 1080;
  char buf[kExactPlaces + 32];
  std::snprintf(buf, sizeof buf, "%.*f", kExactPlaces, std::fabs(value));
  std::string text(buf);
  const std::size_t point = text.find('.');
  const bool roundUp = text[point + 1 + static_cast<std::size_t>(digits)] >= '5';
  text.erase(digits == 0 ? point : point + 1 + static_cast<std::size_t>(digits));
  if (roundUp) {
    std::size_t i = text.size();
    for (;;) {
      if (i == 0) {
        text.insert(text.begin(), '1');
        break;
      }
      --i;
      if (text[i] == '.') continue;
      if (text[i] != '9') {
        ++text[i];
        break;
      }
      text[i] = '0';
    }
  }
  return (value < 0 ? "-" : "") + text;
}

}  // namespace craftmate::commands
