#include "launch/supported_settings.h"

#include <gtest/gtest.h>

namespace craftmate::launch {
namespace {

TEST(SupportedSettings, MindcraftsDefaultsAreAllSupported) {
  EXPECT_TRUE(unsupportedSettings(agents::Settings()).empty());
  EXPECT_NO_THROW(requireSupportedSettings(agents::Settings()));
}

TEST(SupportedSettings, EachUnsupportedChoiceIsRefusedWithTheKeyAndWhatToSet) {
  const std::vector<std::pair<nlohmann::json, std::string>> cases = {
      {{{"speak", true}}, "setting 'speak' is true: craftmate has no text-to-speech; set \"speak\" to false"},
      {{{"language", "de"}}, "setting 'language' is \"de\": craftmate does not translate chat; set \"language\" to \"en\""},
      {{{"render_bot_view", true}}, "setting 'render_bot_view' is true"},
      {{{"allow_vision", true}}, "setting 'allow_vision' is true: craftmate has no vision yet"},
      {{{"minecraft_version", "1.20.4"}}, "setting 'minecraft_version' is \"1.20.4\": craftmate speaks Minecraft 1.20.5 to "},
      {{{"auth", "mojang"}}, "setting 'auth' is \"mojang\": craftmate joins with \"offline\" accounts"},
  };
  for (const auto& [object, line] : cases) {
    agents::Settings s;
    s.mergeObject(object, "test");
    const auto lines = unsupportedSettings(s);
    ASSERT_EQ(lines.size(), 1u) << object.dump();
    EXPECT_EQ(lines[0].rfind(line, 0), 0u) << lines[0];
    EXPECT_THROW(requireSupportedSettings(s), std::invalid_argument);
  }
}

TEST(SupportedSettings, AutoAndEverySpokenReleaseAreSupported) {
  for (const char* version : {"auto", "1.20.5", "1.20.6", "1.21.1", "1.21.3", "1.21.4"}) {
    agents::Settings s;
    s.mergeObject({{"minecraft_version", version}}, "test");
    EXPECT_TRUE(unsupportedSettings(s).empty()) << version;
  }
}

TEST(SupportedSettings, MicrosoftAccountsAreSupported) {
  agents::Settings s;
  s.mergeObject({{"auth", "microsoft"}}, "test");
  EXPECT_TRUE(unsupportedSettings(s).empty());
}

TEST(SupportedSettings, AllRefusalsAreReportedAtOnce) {
  agents::Settings s;
  s.mergeObject({{"speak", true}, {"language", "fr"}}, "test");
  try {
    requireSupportedSettings(s);
    FAIL() << "accepted";
  } catch (const std::invalid_argument& e) {
    const std::string text = e.what();
    EXPECT_NE(text.find("'speak'"), std::string::npos);
    EXPECT_NE(text.find("'language'"), std::string::npos);
  }
}

}  // namespace
}  // namespace craftmate::launch
