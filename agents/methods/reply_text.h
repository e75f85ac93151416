#pragma once
// Small text helpers the methods share when they read a model's reply: labels and action names are
// matched case-insensitively and without surrounding white space.

#include <string>
#include <string_view>

namespace craftmate::agents::methods {

// ASCII lower case (model replies are matched against ASCII labels and action names).
std::string lowerCase(std::string_view text);
// `text` without leading and trailing white space.
std::string_view trimSpaces(std::string_view text);

}  // namespace craftmate::agents::methods
