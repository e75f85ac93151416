#include "mindserver/client_queue.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace craftmate::mindserver {
namespace {

SharedText text(const std::string& s) { return std::make_shared<const std::string>(s); }

TEST(ClientQueue, KeepsTheNewestAndSaysHowManyItDropped) {
  ClientQueue q(3, 1000);
  for (const char* s : {"a", "b", "c", "d", "e"}) q.push(text(s));
  EXPECT_EQ(q.size(), 3u);
  EXPECT_EQ(q.dropped(), 2u);
  const auto notice = nlohmann::json::parse(**q.pop());
  EXPECT_EQ(notice["type"], "dropped");
  EXPECT_EQ(notice["count"], 2);
  EXPECT_EQ(**q.pop(), "c");
  EXPECT_EQ(**q.pop(), "d");
  EXPECT_EQ(**q.pop(), "e");
  EXPECT_FALSE(q.pop());
  EXPECT_TRUE(q.empty());
}

TEST(ClientQueue, IsBoundedInBytesTooButKeepsTheNewestMessage) {
  ClientQueue q(100, 10);
  q.push(text("aaaa"));
  q.push(text("bbbb"));
  q.push(text("cccc"));  // 12 bytes: the oldest goes
  EXPECT_EQ(q.size(), 2u);
  EXPECT_EQ(q.bytes(), 8u);
  q.push(text(std::string(50, 'x')));  // alone over the bound: still kept, everything older dropped
  EXPECT_EQ(q.size(), 1u);
  EXPECT_EQ(q.dropped(), 3u);
  EXPECT_EQ(nlohmann::json::parse(**q.pop())["count"], 3);
  EXPECT_EQ((*q.pop())->size(), 50u);
  EXPECT_EQ(q.bytes(), 0u);
}

}  // namespace
}  // namespace craftmate::mindserver
