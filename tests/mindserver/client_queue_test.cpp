#include "mindserver/client_queue.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace craftmate::mindserver {
namespace {

SharedText text(const std::string& s) { return std::make_shared<const std::string>(s); }

TEST(ClientQueue, KeepsTheNewestAndSaysHowManyItDropped) {
  ClientQueue q(3);
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

}  // namespace
}  // namespace craftmate::mindserver
