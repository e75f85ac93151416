// Each provider against a local server speaking its protocol: request shape (path, auth header,
// model, messages, system placement, params, stop), scripted replies, and error handling.

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "agents/models/model_factory.h"
#include "agents/models/provider_call.h"
#include "agents/models/provider_factory.h"
#include "local_http_server.h"
#include "test_support.h"

namespace craftmate::agents {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using testing::CannedReply;
using testing::LocalHttpServer;
using testing::RecordedRequest;

constexpr const char* kKey = "sk-test-SECRET-0123456789";

json chatReply(const std::string& content, const std::string& finish = "stop") {
  return {{"choices", json::array({{{"index", 0}, {"finish_reason", finish},
                                    {"message", {{"role", "assistant"}, {"content", content}}}}})}};
}

const std::vector<Turn> kTurns = {{"user", "bob: hello"}, {"assistant", "hi bob"}, {"user", "bob: !stats"}};

class Providers : public ::testing::Test {
 protected:
  testing::TempKeysFile keysFile{{{"OPENAI_API_KEY", kKey}, {"ANTHROPIC_API_KEY", kKey}, {"GEMINI_API_KEY", kKey},
                                  {"GROQCLOUD_API_KEY", kKey}, {"XAI_API_KEY", kKey}, {"QWEN_API_KEY", kKey}}};
  KeyStore keys{keysFile.path()};
  boost::asio::io_context io;

  std::shared_ptr<ChatModel> model(const json& field) {
    return makeHttpChatModel(field, keys, io.get_executor(), testing::fastRetries());
  }
  std::string ask(const std::shared_ptr<ChatModel>& m, std::vector<Turn> turns = kTurns) {
    return testing::runToEnd(io, m->sendRequest(std::move(turns), "You are a bot."));
  }
};

TEST_F(Providers, OpenAiRequestShapeAndReply) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("!stats")); });
  auto m = model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1/"},
                  {"params", {{"temperature", 0.5}, {"max_tokens", 77}}}});
  EXPECT_EQ(ask(m), "!stats");
  EXPECT_EQ(m->describe(), "openai/gpt-4o");
  ASSERT_EQ(server.requests().size(), 1u);
  const RecordedRequest r = server.requests()[0];
  EXPECT_EQ(r.method, "POST");
  EXPECT_EQ(r.target, "/v1/chat/completions");
  EXPECT_EQ(r.header("authorization"), std::string("Bearer ") + kKey);
  EXPECT_EQ(r.header("content-type"), "application/json");
  const json body = r.json();
  EXPECT_EQ(body["model"], "gpt-4o");
  EXPECT_EQ(body["stop"], "***");
  EXPECT_EQ(body["temperature"], 0.5);
  EXPECT_EQ(body["max_tokens"], 77);
  // strictFormat([system] + turns): the system prompt is a SYSTEM: user turn merged with the first.
  ASSERT_EQ(body["messages"].size(), 3u);
  EXPECT_EQ(body["messages"][0]["role"], "user");
  EXPECT_EQ(body["messages"][0]["content"], "SYSTEM: You are a bot.\nbob: hello");
  EXPECT_EQ(body["messages"][1]["role"], "assistant");
  EXPECT_EQ(body["messages"][2]["content"], "bob: !stats");
}

TEST_F(Providers, OpenAiO1ModelsGetNoStop) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("ok")); });
  ask(model({{"api", "openai"}, {"model", "o1-mini"}, {"url", server.baseUrl() + "/v1"}}));
  EXPECT_FALSE(server.requests()[0].json().contains("stop"));
}

TEST_F(Providers, LocalServerNeedsNoKey) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("ok")); });
  KeyStore none("");
  ::unsetenv("OPENAI_API_KEY");
  auto m = makeHttpChatModel({{"api", "openai"}, {"model", "test"}, {"url", server.baseUrl() + "/v1"}}, none,
                             io.get_executor(), testing::fastRetries());
  EXPECT_EQ(ask(m), "ok");
  EXPECT_EQ(server.requests()[0].header("authorization"), "");
  // The hosted default still needs its key, with MINDcraft's message.
  EXPECT_THROW(makeHttpChatModel("gpt-4o", none, io.get_executor(), testing::fastRetries()), std::runtime_error);
}

TEST_F(Providers, TooManyRequestsWithRetryAfterThenSuccess) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    if (i > 0) return testing::jsonReply(chatReply("after wait"));
    CannedReply r = testing::jsonReply({{"error", {{"message", "Rate limit reached"}, {"code", "rate_limit_exceeded"}}}}, 429);
    r.headers.emplace_back("Retry-After", "1");
    return r;
  });
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), "after wait");
  EXPECT_GE(std::chrono::steady_clock::now() - start, 950ms);
  EXPECT_EQ(server.requests().size(), 2u);
}

TEST_F(Providers, UnavailableThenSuccess) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    return i == 0 ? testing::jsonReply({{"error", {{"message", "overloaded"}}}}, 503) : testing::jsonReply(chatReply("fine"));
  });
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), "fine");
  EXPECT_EQ(server.requests().size(), 2u);
}

// Issue 20: a call that may have run (and been paid for) is not made again.
TEST_F(Providers, ServerErrorIsNotRetried) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    return i == 0 ? testing::jsonReply({{"error", {{"message", "overloaded"}}}}, 500) : testing::jsonReply(chatReply("fine"));
  });
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), kBrainDisconnected);
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST_F(Providers, ReadTimeoutIsNotRetried) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    CannedReply r = testing::jsonReply(chatReply("late but fine"));
    if (i == 0) r.delay = 2600ms;
    return r;
  });
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), kBrainDisconnected);
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST_F(Providers, PersistentFailureBecomesBrainDisconnected) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"error", "down"}}, 503); });
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})),
            "My brain disconnected, try again.");
  EXPECT_EQ(server.requests().size(), 3u);  // fastRetries: 3 attempts
}

TEST_F(Providers, MalformedJsonIsAClearErrorNotACrash) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    CannedReply r;
    r.body = "{\"choices\": [ oops";
    return r;
  });
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), kBrainDisconnected);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("malformed JSON"), std::string::npos) << err;
}

TEST_F(Providers, WrongShapeJsonIsAClearErrorNotACrash) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"choices", 3}}); });
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), kBrainDisconnected);
  EXPECT_NE(::testing::internal::GetCapturedStderr().find("no choices"), std::string::npos);
}

TEST_F(Providers, UnauthorizedIsClearAndNeverShowsTheKey) {
  // Like OpenAI, the server quotes the key it was given back in its error.
  LocalHttpServer server([](const RecordedRequest& r, int) {
    return testing::jsonReply({{"error", {{"message", "Incorrect API key provided: " + r.header("authorization").substr(7)},
                                          {"code", "invalid_api_key"}}}},
                              401);
  });
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), kBrainDisconnected);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(server.requests().size(), 1u);  // 401 is not retried
  EXPECT_NE(err.find("HTTP 401"), std::string::npos) << err;
  EXPECT_NE(err.find("Incorrect API key provided"), std::string::npos) << err;
  EXPECT_NE(err.find("Check OPENAI_API_KEY"), std::string::npos) << err;
  EXPECT_EQ(err.find(kKey), std::string::npos) << err;
  EXPECT_EQ(err.find("SECRET"), std::string::npos) << err;
}

TEST_F(Providers, ContextOverflowDropsTheOldestTurn) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    if (i == 0) {
      return testing::jsonReply({{"error", {{"message", "too long"}, {"code", "context_length_exceeded"}}}}, 400);
    }
    if (i == 1) return testing::jsonReply(chatReply("cut", "length"));
    return testing::jsonReply(chatReply("short enough"));
  });
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}})), "short enough");
  const auto reqs = server.requests();
  ASSERT_EQ(reqs.size(), 3u);
  // 3 turns, then 2 (oldest dropped), then 1; the system prompt stays in front each time.
  EXPECT_EQ(reqs[0].json()["messages"][0]["content"], "SYSTEM: You are a bot.\nbob: hello");
  EXPECT_EQ(reqs[1].json()["messages"][0]["content"], "SYSTEM: You are a bot.");
  EXPECT_EQ(reqs[1].json()["messages"][1]["content"], "hi bob");
  EXPECT_EQ(reqs[2].json()["messages"][0]["content"], "SYSTEM: You are a bot.\nbob: !stats");
  EXPECT_EQ(reqs[2].json()["messages"].size(), 1u);
}

TEST_F(Providers, ContextOverflowWithOneTurnGivesUp) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("cut", "length")); });
  EXPECT_EQ(ask(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", server.baseUrl() + "/v1"}}), {{"user", "x"}}),
            kBrainDisconnected);
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST_F(Providers, GroqShapeAndThinkStripping) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply(chatReply("<think>plan quietly</think>\n!stats"));
  });
  auto m = model({{"api", "groq"}, {"model", "llama-3.3-70b-versatile"}, {"url", server.baseUrl() + "/openai/v1"},
                  {"params", {{"max_tokens", 123}, {"tools", json::array()}, {"temperature", 0.2}}}});
  EXPECT_EQ(ask(m), "!stats");
  const json body = server.requests()[0].json();
  EXPECT_EQ(server.requests()[0].target, "/openai/v1/chat/completions");
  EXPECT_EQ(body["max_completion_tokens"], 123);
  EXPECT_FALSE(body.contains("max_tokens"));
  EXPECT_FALSE(body.contains("tools"));
  EXPECT_FALSE(body.contains("stop"));
  EXPECT_EQ(body["stream"], false);
  EXPECT_EQ(body["temperature"], 0.2);
  // Raw [system] + turns: a real system message, no strictFormat.
  EXPECT_EQ(body["messages"][0], json({{"role", "system"}, {"content", "You are a bot."}}));
  EXPECT_EQ(body["messages"].size(), 4u);
}

TEST_F(Providers, XaiStopArrayAndSeparator) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("<|separator|>")); });
  EXPECT_EQ(ask(model({{"api", "xai"}, {"url", server.baseUrl() + "/v1"}})), "*no response*");
  const json body = server.requests()[0].json();
  EXPECT_EQ(body["model"], "grok-beta");
  EXPECT_EQ(body["stop"], json::array({"***"}));
  EXPECT_EQ(body["messages"][0]["role"], "system");
}

TEST_F(Providers, OpenRouterIgnoresParamsAndStopsAtOneAsterisk) {
  testing::TempKeysFile k(json{{"OPENROUTER_API_KEY", kKey}});
  KeyStore ks(k.path());
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("ok")); });
  auto m = makeHttpChatModel({{"model", "openrouter/meta/llama"}, {"api", nullptr}, {"url", server.baseUrl() + "/api/v1"},
                              {"params", {{"temperature", 1}}}},
                             ks, io.get_executor(), testing::fastRetries());
  ask(m);
  const json body = server.requests()[0].json();
  EXPECT_EQ(body["model"], "meta/llama");
  EXPECT_EQ(body["stop"], "*");
  EXPECT_FALSE(body.contains("temperature"));
}

TEST_F(Providers, VllmStrictFormatOnlyForDeepseekOrQwen) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply(chatReply("ok")); });
  ask(model({{"api", "vllm"}, {"model", "Qwen/Qwen2.5-1.5B-Instruct"}, {"url", server.baseUrl() + "/v1"}}));
  ask(model({{"api", "vllm"}, {"model", "meta-llama/Llama-3"}, {"url", server.baseUrl() + "/v1"}}));
  EXPECT_EQ(server.requests()[0].json()["messages"][0]["role"], "user");
  EXPECT_EQ(server.requests()[1].json()["messages"][0]["role"], "system");
  EXPECT_EQ(server.requests()[1].header("authorization"), "");
}

TEST_F(Providers, AnthropicMessagesShape) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply({{"content", json::array({{{"type", "thinking"}, {"thinking", "hmm"}},
                                                        {{"type", "text"}, {"text", "!inventory"}}})}});
  });
  auto m = model({{"api", "anthropic"}, {"model", "claude-3-7-sonnet-latest"}, {"url", server.baseUrl()},
                  {"params", {{"thinking", {{"type", "enabled"}, {"budget_tokens", 4000}}}}}});
  EXPECT_EQ(ask(m), "!inventory");
  const RecordedRequest r = server.requests()[0];
  EXPECT_EQ(r.target, "/v1/messages");
  EXPECT_EQ(r.header("x-api-key"), kKey);
  EXPECT_EQ(r.header("anthropic-version"), "2023-06-01");
  EXPECT_EQ(r.header("authorization"), "");
  const json body = r.json();
  EXPECT_EQ(body["system"], "You are a bot.");
  EXPECT_EQ(body["max_tokens"], 5000);
  EXPECT_EQ(body["thinking"]["budget_tokens"], 4000);
  EXPECT_EQ(body["messages"][0], json({{"role", "user"}, {"content", "bob: hello"}}));
  EXPECT_EQ(body["messages"].size(), 3u);
}

TEST_F(Providers, AnthropicDefaultsAndNoTextBlock) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"content", json::array()}}); });
  EXPECT_EQ(ask(model({{"api", "anthropic"}, {"url", server.baseUrl()}})), "No response from Claude.");
  EXPECT_EQ(server.requests()[0].json()["max_tokens"], 4096);
  EXPECT_EQ(server.requests()[0].json()["model"], "claude-3-sonnet-20240229");
}

TEST_F(Providers, GeminiGenerateContentShape) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply(
        {{"candidates", json::array({{{"content", {{"role", "model"}, {"parts", json::array({{{"text", "!stats"}}})}}}}})}});
  });
  auto m = model({{"api", "google"}, {"model", "gemini-2.0-flash"}, {"url", server.baseUrl()},
                  {"params", {{"temperature", 0.3}}}});
  EXPECT_EQ(ask(m), "!stats");
  const RecordedRequest r = server.requests()[0];
  EXPECT_EQ(r.target, "/v1beta/models/gemini-2.0-flash:generateContent");  // the key is not in the URL
  EXPECT_EQ(r.header("x-goog-api-key"), kKey);
  const json body = r.json();
  EXPECT_EQ(body["generationConfig"]["temperature"], 0.3);
  EXPECT_EQ(body["contents"][0]["role"], "user");
  EXPECT_EQ(body["contents"][0]["parts"][0]["text"], "SYSTEM: You are a bot.\nbob: hello");
  EXPECT_EQ(body["contents"][1]["role"], "model");
  EXPECT_EQ(body["safetySettings"].size(), 5u);
  EXPECT_EQ(body["safetySettings"][0]["threshold"], "BLOCK_NONE");
}

TEST_F(Providers, GeminiThinkingModelsAnswerInTheSecondPart) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply({{"candidates", json::array({{{"content", {{"parts", json::array({{{"text", "thoughts"}},
                                                                                                  {{"text", "answer"}}})}}}}})}});
  });
  EXPECT_EQ(ask(model({{"api", "google"}, {"model", "gemini-2.0-flash-thinking-exp"}, {"url", server.baseUrl()}})), "answer");
}

TEST_F(Providers, OllamaNativeChatShape) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply({{"message", {{"role", "assistant"}, {"content", "<think>a</think>!stats"}}}});
  });
  auto m = model({{"model", "ollama/llama3.1"}, {"url", server.baseUrl()}, {"params", {{"options", {{"num_ctx", 8192}}}}}});
  EXPECT_EQ(m->describe(), "ollama/llama3.1");
  EXPECT_EQ(ask(m), "!stats");
  const RecordedRequest r = server.requests()[0];
  EXPECT_EQ(r.target, "/api/chat");
  const json body = r.json();
  EXPECT_EQ(body["model"], "llama3.1");
  EXPECT_EQ(body["stream"], false);
  EXPECT_EQ(body["options"]["num_ctx"], 8192);
  EXPECT_EQ(body["messages"][0], json({{"role", "system"}, {"content", "You are a bot."}}));
  EXPECT_EQ(body["messages"][1], json({{"role", "user"}, {"content", "bob: hello"}}));
}

TEST_F(Providers, OllamaUnterminatedThinkIsAskedAgainThenGivesUp) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    return testing::jsonReply({{"message", {{"content", i < 2 ? "<think>endless" : "<think>x</think>done"}}}});
  });
  EXPECT_EQ(ask(model({{"api", "ollama"}, {"url", server.baseUrl()}})), "done");
  EXPECT_EQ(server.requests().size(), 3u);
  LocalHttpServer never([](const RecordedRequest&, int) { return testing::jsonReply({{"message", {{"content", "<think>..."}}}}); });
  EXPECT_EQ(ask(model({{"api", "ollama"}, {"url", never.baseUrl()}})), "I thought too hard, sorry, try again.");
  EXPECT_EQ(never.requests().size(), 5u);
}

TEST_F(Providers, UnreachableServerLogHasNoKey) {
  unsigned short freePort = 0;
  {
    LocalHttpServer gone([](const RecordedRequest&, int) { return CannedReply{}; });
    freePort = gone.port();
  }
  auto m = model({{"api", "anthropic"}, {"url", "http://127.0.0.1:" + std::to_string(freePort)}});
  EXPECT_EQ(m->describe().find(kKey), std::string::npos);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(ask(m), kBrainDisconnected);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("connecting"), std::string::npos) << err;
  EXPECT_NE(err.find("3 attempt"), std::string::npos) << err;
  EXPECT_EQ(err.find(kKey), std::string::npos) << err;
}

TEST_F(Providers, UnsupportedApisAreRefusedClearly) {
  EXPECT_THROW(model({{"api", "replicate"}}), std::invalid_argument);
  EXPECT_THROW(model("my-own-model"), std::invalid_argument);
}

// Issue 20: a hosted api's key goes only where it cannot leak (provider_factory.cpp keyToSend).
TEST_F(Providers, KeyGoesOnlyToTheApisHostLoopbackOrAnExplicitHttpsHost) {
  const ApiInfo& openai = *findApi("openai");
  auto key = [&](const std::string& url, bool sendKey, std::string* noteOut = nullptr) {
    ModelSpec spec;
    spec.api = "openai";
    spec.model = "gpt-4o";
    spec.url = url;
    spec.sendKey = sendKey;
    std::string note;
    std::string k = keyToSend(openai, spec, keys, note);
    if (noteOut) *noteOut = note;
    return k;
  };
  std::string note;
  EXPECT_EQ(key("", false), kKey);
  EXPECT_EQ(key("https://api.openai.com/v1", false), kKey);
  EXPECT_EQ(key("https://API.OpenAI.com:443/v1", false), kKey);
  EXPECT_EQ(key("http://127.0.0.1:8000/v1", false), kKey);
  EXPECT_EQ(key("http://localhost:8000/v1", false), kKey);
  EXPECT_EQ(key("http://[::1]:8000/v1", false), kKey);
  EXPECT_EQ(key("https://proxy.example/v1", true), kKey);

  EXPECT_EQ(key("https://proxy.example/v1", false, &note), "");
  EXPECT_NE(note.find("send_key"), std::string::npos) << note;
  EXPECT_EQ(key("http://api.openai.com/v1", false, &note), "");
  EXPECT_NE(note.find("plain http"), std::string::npos) << note;
  EXPECT_EQ(key("http://127.0.0.1.example/v1", false), "");  // a name, not a loopback address
  EXPECT_EQ(key("https://api.openai.com@evil.example/v1", false), "");
  EXPECT_THROW(key("http://gpu-box:8000/v1", true), std::invalid_argument);
}

TEST_F(Providers, SendKeyMustBeABoolean) {
  EXPECT_THROW(model({{"api", "openai"}, {"model", "gpt-4o"}, {"url", "https://x.example/v1"}, {"send_key", "yes"}}),
               std::invalid_argument);
}

TEST_F(Providers, AWithheldKeyHasANoteSayingWhyAndHow) {
  // The note is printed when the model is made and repeated in a 401/403 error.
  ModelSpec spec = parseModelField(json{{"api", "openai"}, {"model", "gpt-4o"}, {"url", "https://proxy.example/v1"}});
  std::string note;
  EXPECT_EQ(keyToSend(*findApi("openai"), spec, keys, note), "");
  EXPECT_NE(note.find("OPENAI_API_KEY is not sent to proxy.example"), std::string::npos) << note;
}

}  // namespace
}  // namespace craftmate::agents
