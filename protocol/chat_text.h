#pragma once
// Plain text of a chat component. Since 1.20.3 components travel as NBT (a String tag for plain
// text, or a Compound {text, extra, translate, with, ...}); older fields (login disconnect) are JSON
// text. Formatting (colours, styles) is dropped; `translate` keys are kept with their arguments
// ("key[arg1, arg2]") because resolving them needs language.json, which is the world layer's data.

#include <string>
#include <string_view>

namespace craftmate::protocol {

class Nbt;

std::string chat_text(const Nbt& component);
// JSON text ("\"hi\"" or {"text":...}); returns the input unchanged if it is not JSON.
std::string chat_text_from_json(std::string_view json_text);

}  // namespace craftmate::protocol
