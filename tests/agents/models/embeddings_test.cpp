// Embeddings for OpenAI-compatible servers, Gemini and Ollama; which profile implies which model.

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "agents/models/model_factory.h"
#include "agents/models/provider_factory.h"
#include "local_http_server.h"
#include "test_support.h"

namespace craftmate::agents {
namespace {

using nlohmann::json;
using testing::LocalHttpServer;
using testing::RecordedRequest;

constexpr const char* kKey = "sk-embed-SECRET-42";

class Embeddings : public ::testing::Test {
 protected:
  testing::TempKeysFile keysFile{{{"OPENAI_API_KEY", kKey}, {"GEMINI_API_KEY", kKey}, {"ANTHROPIC_API_KEY", kKey}}};
  KeyStore keys{keysFile.path()};
  boost::asio::io_context io;
  std::shared_ptr<EmbeddingModel> make(const json& profile) {
    return makeHttpEmbeddingModel(profile, keys, io.get_executor(), testing::fastRetries());
  }
};

TEST_F(Embeddings, OpenAiCompatibleUsesTheChatServerAndCutsInput) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply({{"data", json::array({{{"embedding", {0.25, -1.5, 3}}}})}});
  });
  auto e = make({{"model", {{"api", "openai"}, {"model", "chat"}, {"url", server.baseUrl() + "/v1"}}}});
  ASSERT_NE(e, nullptr);
  const auto v = testing::runToEnd(io, e->embed(std::string(9000, 'a')));
  EXPECT_EQ(v, (std::vector<float>{0.25f, -1.5f, 3.0f}));
  const RecordedRequest r = server.requests()[0];
  EXPECT_EQ(r.target, "/v1/embeddings");
  EXPECT_EQ(r.header("authorization"), std::string("Bearer ") + kKey);
  EXPECT_EQ(r.json()["model"], "text-embedding-3-small");
  EXPECT_EQ(r.json()["encoding_format"], "float");
  EXPECT_EQ(r.json()["input"].get<std::string>().size(), 8191u);
}

TEST_F(Embeddings, GeminiEmbedContent) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"embedding", {{"values", {1, 2}}}}}); });
  auto e = make({{"model", "gpt-4o"}, {"embedding", {{"api", "google"}, {"url", server.baseUrl()}}}});
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(testing::runToEnd(io, e->embed("text")), (std::vector<float>{1, 2}));
  const RecordedRequest r = server.requests()[0];
  EXPECT_EQ(r.target, "/v1beta/models/text-embedding-004:embedContent");
  EXPECT_EQ(r.header("x-goog-api-key"), kKey);
  EXPECT_EQ(r.json()["content"]["parts"][0]["text"], "text");
}

TEST_F(Embeddings, OllamaEmbeddings) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"embedding", {0.5}}}); });
  auto e = make({{"model", "ollama/llama3.1"}, {"embedding", {{"api", "ollama"}, {"url", server.baseUrl()}}}});
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(testing::runToEnd(io, e->embed("hello")), (std::vector<float>{0.5f}));
  EXPECT_EQ(server.requests()[0].target, "/api/embeddings");
  EXPECT_EQ(server.requests()[0].json()["model"], "nomic-embed-text");
  EXPECT_EQ(server.requests()[0].json()["prompt"], "hello");
}

TEST_F(Embeddings, WhichProfilesHaveNone) {
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(make({{"model", "ollama/llama3.1"}}), nullptr);  // §7.4: ollama chat implies none
  EXPECT_EQ(make({{"model", "claude-3-5-sonnet-latest"}}), nullptr);
  EXPECT_EQ(make({{"model", "scripted"}}), nullptr);
  EXPECT_NE(::testing::internal::GetCapturedStderr().find("Unsupported embedding: anthropic"), std::string::npos);
  EXPECT_NE(make({{"model", "claude-3-5-sonnet-latest"}, {"embedding", "openai"}}), nullptr);
}

TEST_F(Embeddings, FailureThrowsWithoutTheKey) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return testing::jsonReply({{"error", {{"message", std::string("bad key ") + kKey}}}}, 403);
  });
  auto e = make({{"model", {{"api", "openai"}, {"model", "chat"}, {"url", server.baseUrl() + "/v1"}}}});
  try {
    testing::runToEnd(io, e->embed("x"));
    FAIL();
  } catch (const std::runtime_error& err) {
    EXPECT_NE(std::string(err.what()).find("HTTP 403"), std::string::npos) << err.what();
    EXPECT_EQ(std::string(err.what()).find(kKey), std::string::npos) << err.what();
  }
  LocalHttpServer wrongShape([](const RecordedRequest&, int) { return testing::jsonReply({{"data", json::array()}}); });
  auto e2 = make({{"model", {{"api", "openai"}, {"model", "chat"}, {"url", wrongShape.baseUrl() + "/v1"}}}});
  EXPECT_THROW(testing::runToEnd(io, e2->embed("x")), std::runtime_error);
}

}  // namespace
}  // namespace craftmate::agents
