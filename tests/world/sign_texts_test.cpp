// SignTexts::fromNbt reads a sign's block entity data as prismarine-block's getSignText: the four
// lines of each side joined by '\n', from JSON text (1.20 to 1.21.4), text components (1.21.5+)
// or the single side of older versions (trailing empty lines dropped).

#include <gtest/gtest.h>

#include "protocol/nbt.h"
#include "world/sign_texts.h"

using namespace craftmate::world;
using craftmate::protocol::Nbt;
using craftmate::protocol::NbtList;
using craftmate::protocol::NbtType;

namespace {

Nbt side(std::vector<Nbt> lines) {
  NbtList list{lines.front().type(), std::move(lines)};
  return Nbt::compound({{"has_glowing_text", Nbt::byte(0)}, {"color", Nbt::string("black")}, {"messages", Nbt::list(std::move(list))}});
}

}  // namespace

TEST(SignTexts, BothSidesFromJsonLines) {
  const Nbt data = Nbt::compound(
      {{"is_waxed", Nbt::byte(0)},
       {"front_text", side({Nbt::string("\"Welcome\""), Nbt::string(R"({"text":"to the ","extra":[{"text":"café","bold":true}]})"),
                            Nbt::string("\"\""), Nbt::string("\"\"")})},
       {"back_text", side({Nbt::string("\"\""), Nbt::string("\"\""), Nbt::string("\"\""), Nbt::string("\"\"")})}});
  EXPECT_EQ(SignTexts::fromNbt(data), (SignText{"Welcome\nto the café\n\n", "\n\n\n"}));
}

TEST(SignTexts, TextComponentLinesSince1215) {
  const Nbt data = Nbt::compound(
      {{"front_text", side({Nbt::string("plain"), Nbt::string("not {json"), Nbt::string(""), Nbt::string("")})},
       {"back_text", side({Nbt::compound({{"text", Nbt::string("bold")}}), Nbt::compound({{"text", Nbt::string("")}}),
                           Nbt::compound({{"text", Nbt::string("")}}), Nbt::compound({{"text", Nbt::string("")}})})}});
  EXPECT_EQ(SignTexts::fromNbt(data), (SignText{"plain\nnot {json\n\n", "bold\n\n\n"}));
}

TEST(SignTexts, OneSideBefore120AndNotASign) {
  const Nbt legacy = Nbt::compound({{"Text1", Nbt::string("\"Hi\"")}, {"Text2", Nbt::string("\"there\"")},
                                    {"Text3", Nbt::string("\"\"")}, {"Text4", Nbt::string("\"\"")}});
  EXPECT_EQ(SignTexts::fromNbt(legacy), (SignText{"Hi\nthere", ""}));
  EXPECT_EQ(SignTexts::fromNbt(Nbt::compound({{"Items", Nbt::list({})}})), std::nullopt);
}
