// craftmate's parser against MINDcraft's own: every reply in data/mindcraft_parser_cases.json
// was run through MINDcraft's parseCommandMessage, containsCommand and truncCommandMessage
// (tools/mindcraft_parser/record.mjs, at the MINDcraft commit named in the file); craftmate must
// give the same result for each, and the same command definitions and docs text.

#include <cmath>
#include <fstream>
#include <iostream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "commands/command_docs.h"
#include "commands/command_parser.h"
#include "commands/command_text.h"
#include "commands/js_number.h"
#include "commands/minecraft_names.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::commands {
namespace {

using nlohmann::json;

const json& recorded() {
  static const json data = [] {
    const std::string path = std::string(CRAFTMATE_SOURCE_DIR) + "/tests/commands/data/mindcraft_parser_cases.json";
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path + "; re-record it with tools/mindcraft_parser/record.mjs");
    return json::parse(in);
  }();
  return data;
}

// A number as the recording writes it: String(n), with -0 kept apart from 0.
std::string numberText(double value) { return value == 0 && std::signbit(value) ? "-0" : jsNumberToString(value); }

// craftmate's answer for one reply, in the recording's form.
json craftmateResult(const std::string& reply, const CommandSet& commands, const NameRegistry& names) {
  json out;
  out["reply"] = reply;
  const auto contains = containsCommand(reply);
  out["contains"] = contains ? json(*contains) : json(nullptr);
  out["trunc"] = truncateAfterCommand(reply);
  const ParseResult parsed = parseCommand(reply, commands, names);
  if (!parsed.ok) {
    out["error"] = parsed.error;
    return out;
  }
  out["name"] = parsed.command.name;
  out["args"] = json::array();
  for (const ArgValue& arg : parsed.command.args) {
    if (const auto* text = std::get_if<std::string>(&arg)) out["args"].push_back(*text);
    else if (const auto* number = std::get_if<double>(&arg)) out["args"].push_back({{"number", numberText(*number)}});
    else out["args"].push_back(std::get<bool>(arg));
  }
  return out;
}

TEST(MindcraftParserAgreement, EveryRecordedReply) {
  const json& data = recorded();
  const MinecraftNames names = MinecraftNames::load(MinecraftNames::defaultDataRoot(), data.at("minecraft_version"));
  const CommandSet commands(mindcraftCommands());
  size_t agreed = 0, shown = 0;
  const json& cases = data.at("cases");
  for (const json& expected : cases) {
    const json actual = craftmateResult(expected.at("reply").get<std::string>(), commands, names);
    if (actual == expected) {
      ++agreed;
    } else if (++shown <= 20) {
      ADD_FAILURE() << "MINDcraft: " << expected.dump() << "\ncraftmate: " << actual.dump();
    }
  }
  std::cout << "agreement with MINDcraft " << data.at("mindcraft_commit").get<std::string>() << ": " << agreed
            << " of " << cases.size() << " replies\n";
  RecordProperty("agreed", static_cast<int>(agreed));
  EXPECT_GE(cases.size(), 2000u);
  EXPECT_EQ(agreed, cases.size());
}

TEST(MindcraftParserAgreement, SameDefinitions) {
  const auto& ours = mindcraftCommands();
  const json& theirs = recorded().at("commands");
  ASSERT_EQ(ours.size(), theirs.size());
  for (size_t i = 0; i < ours.size(); ++i) {
    const CommandDef& def = ours[i];
    const json& want = theirs[i];
    EXPECT_EQ(def.name, want.at("name"));
    ASSERT_EQ(def.params.has_value(), !want.at("params").is_null()) << def.name;
    if (!def.params) continue;
    ASSERT_EQ(def.params->size(), want.at("params").size()) << def.name;
    for (size_t p = 0; p < def.params->size(); ++p) {
      const ParamDef& param = (*def.params)[p];
      const json& wantParam = want.at("params")[p];
      EXPECT_EQ(param.name, wantParam.at("name")) << def.name;
      EXPECT_EQ(paramTypeName(param.type), wantParam.at("type").get<std::string>()) << def.name << " " << param.name;
      json domain = param.domain ? json::array({numberText(param.domain->lo), numberText(param.domain->hi),
                                                param.domain->endpoints})
                                 : json(nullptr);
      EXPECT_EQ(domain, wantParam.at("domain")) << def.name << " " << param.name;
    }
  }
}

TEST(MindcraftParserAgreement, SameDocsText) {
  EXPECT_EQ(commandDocs(CommandSet(mindcraftCommands())), recorded().at("docs").get<std::string>());
}

}  // namespace
}  // namespace craftmate::commands
