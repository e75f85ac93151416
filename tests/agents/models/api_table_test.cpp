// The model string forms of §7.4/§7.6: _selectAPI inference, prefix stripping, object fields.

#include <gtest/gtest.h>

#include "agents/models/api_table.h"

namespace craftmate::agents {
namespace {

TEST(SelectApi, FollowsMindcraftOrderFirstMatchWins) {
  EXPECT_EQ(selectApi("gpt-4o"), "openai");
  EXPECT_EQ(selectApi("o3-mini"), "openai");
  EXPECT_EQ(selectApi("claude-3-5-sonnet-latest"), "anthropic");
  EXPECT_EQ(selectApi("gemini-2.0-flash"), "google");
  EXPECT_EQ(selectApi("ollama/llama3.1"), "ollama");
  EXPECT_EQ(selectApi("groq/llama-3.3-70b-versatile"), "groq");
  EXPECT_EQ(selectApi("groqcloud/llama-3.3-70b-versatile"), "groq");
  EXPECT_EQ(selectApi("qwen-max"), "qwen");
  EXPECT_EQ(selectApi("grok-beta"), "xai");
  EXPECT_EQ(selectApi("deepseek-chat"), "deepseek");
  EXPECT_EQ(selectApi("mistral-large-latest"), "mistral");
  EXPECT_EQ(selectApi("vllm/Qwen/Qwen2.5-1.5B-Instruct"), "vllm");
  // openrouter/ is checked before gpt, so an OpenRouter-hosted GPT stays on OpenRouter.
  EXPECT_EQ(selectApi("openrouter/openai/gpt-4o"), "openrouter");
  // ollama/ before gemini: an Ollama-served gemma/gemini name stays local.
  EXPECT_EQ(selectApi("ollama/gemini-lookalike"), "ollama");
}

TEST(SelectApi, MistralSlashFormsWorkUnlikeMindcraftAppendixC4) {
  EXPECT_EQ(selectApi("mistral/mistral-large-latest"), "mistral");
  EXPECT_EQ(selectApi("mistralai/Mistral-7B"), "mistral");
}

TEST(SelectApi, UnknownModelSaysSo) {
  try {
    selectApi("my-local-thing");
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("Unknown model: my-local-thing"), std::string::npos);
  }
}

TEST(ParseModelField, StringInfersApiAndStripsPrefix) {
  ModelSpec s = parseModelField("groq/llama-3.3-70b-versatile");
  EXPECT_EQ(s.api, "groq");
  EXPECT_EQ(s.model, "llama-3.3-70b-versatile");
  s = parseModelField("openrouter/anthropic/claude-3.5");
  EXPECT_EQ(s.api, "openrouter");
  EXPECT_EQ(s.model, "anthropic/claude-3.5");
  s = parseModelField("gpt-4o");
  EXPECT_EQ(s.api, "openai");
  EXPECT_EQ(s.model, "gpt-4o");
  EXPECT_TRUE(s.url.empty());
}

TEST(ParseModelField, ObjectKeepsApiUrlAndParams) {
  const auto s = parseModelField(nlohmann::json::parse(
      R"({"api":"openai","url":"http://127.0.0.1:8080/v1","model":"test","params":{"temperature":0.5}})"));
  EXPECT_EQ(s.api, "openai");
  EXPECT_EQ(s.model, "test");
  EXPECT_EQ(s.url, "http://127.0.0.1:8080/v1");
  EXPECT_EQ(s.params["temperature"], 0.5);
}

TEST(ParseModelField, ObjectAsJsonTextFromTheCommandLine) {
  const auto s = parseModelField(R"({"api":"openai","url":"http://127.0.0.1:9/v1","model":"test"})");
  EXPECT_EQ(s.api, "openai");
  EXPECT_EQ(s.model, "test");
  EXPECT_EQ(s.url, "http://127.0.0.1:9/v1");
  EXPECT_THROW(parseModelField("{not json"), std::invalid_argument);
}

TEST(ParseModelField, ObjectWithoutModelTakesApiDefault) {
  EXPECT_EQ(parseModelField(nlohmann::json{{"api", "ollama"}}).model, "llama3.1");
  EXPECT_EQ(parseModelField(nlohmann::json{{"api", "anthropic"}}).model, "claude-3-sonnet-20240229");
}

TEST(ParseModelField, BadFieldsAreExplained) {
  EXPECT_THROW(parseModelField(nlohmann::json{{"api", "nonsense"}}), std::invalid_argument);
  EXPECT_THROW(parseModelField(nlohmann::json{{"api", "openrouter"}}), std::invalid_argument);  // no default model
  EXPECT_THROW(parseModelField(nlohmann::json{{"api", "openai"}, {"params", 3}}), std::invalid_argument);
  EXPECT_THROW(parseModelField(42), std::invalid_argument);
  EXPECT_THROW(parseModelField(nlohmann::json::object()), std::invalid_argument);
  try {
    parseModelField(nlohmann::json{{"api", "nonsense"}});
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("known: openai"), std::string::npos) << e.what();
  }
}

TEST(ApiTable, RowsCarryTheSpecTable) {
  EXPECT_EQ(findApi("openrouter")->stop, "*");
  EXPECT_FALSE(findApi("openrouter")->passParams);
  EXPECT_EQ(findApi("xai")->stop, nlohmann::json::array({"***"}));
  EXPECT_TRUE(findApi("groq")->stop.is_null());
  EXPECT_EQ(findApi("deepseek")->defaultUrl, "https://api.deepseek.com");
  EXPECT_EQ(findApi("qwen")->keyName, "QWEN_API_KEY");
  EXPECT_EQ(findApi("glhf")->keyName, "GHLF_API_KEY");  // MINDcraft's spelling
  EXPECT_EQ(findApi("novita")->think, ThinkStrip::FirstSpan);
  EXPECT_EQ(findApi("nothing"), nullptr);
}

}  // namespace
}  // namespace craftmate::agents
