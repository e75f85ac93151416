#include "commands/js_number.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include "commands/js_space.h"

namespace craftmate::commands {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

}  // namespace

double jsParseInt(std::string_view text) {
  text = jsTrim(text);
  bool negative = false;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  const bool hex = text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  if (hex) text.remove_prefix(2);
  auto isDigit = [hex](char c) {
    return (c >= '0' && c <= '9') || (hex && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')));
  };
  size_t digits = 0;
  while (digits < text.size() && isDigit(text[digits])) ++digits;
  if (digits == 0) return kNaN;
  // strtod rounds the whole digit string once (hex too, with its 0x prefix); adding digit by digit
  // would round at every step beyond 2^53 and miss JavaScript's value.
  const std::string literal = (hex ? "0x" : "") + std::string(text.substr(0, digits));
  const double value = std::strtod(literal.c_str(), nullptr);
  return negative ? -value : value;
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
