// Bot-to-bot conversations (mindcraft.md §4.2, §4.5).

#include <gtest/gtest.h>

#include "agents/conversation_manager.h"

namespace craftmate::agents {
namespace {

class Conversations : public ::testing::Test {
 protected:
  ConversationBus bus;
  ConversationManager a{"alice", bus}, b{"bob", bus}, c{"carol", bus};
};

TEST_F(Conversations, StartDeliversTaggedMessage) {
  EXPECT_EQ(a.startConversation("bob", "hi"), "");
  EXPECT_TRUE(a.inConversation("bob"));
  auto d = b.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].source, "alice");
  EXPECT_EQ(d[0].text, "(FROM OTHER BOT)hi");
  EXPECT_EQ(b.activePartner(), "alice");
}

TEST_F(Conversations, UnknownPartnerIsNotABot) {
  EXPECT_EQ(a.startConversation("zed", "hi"), "zed is not a bot, cannot start conversation.");
  EXPECT_EQ(a.startConversation("alice", "hi"), "alice is not a bot, cannot start conversation.");
  EXPECT_FALSE(a.inConversation());
}

TEST_F(Conversations, QueuedPacketsConcatenateWithoutSeparator) {
  a.startConversation("bob", "one.");
  a.sendToBot("bob", "two.");
  auto d = b.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].text, "(FROM OTHER BOT)one.two.");
  EXPECT_TRUE(b.deliver().empty());
}

TEST_F(Conversations, EndingMessageEndsTheReceiversSide) {
  a.startConversation("bob", "hi");
  b.deliver();
  b.sendToBot("alice", "bye !endConversation(\"alice\")");
  auto d = a.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].source, "system");
  EXPECT_EQ(d[0].text, "Conversation with bob ended with message: \"(FROM OTHER BOT)bye !endConversation(\"alice\")\"");
  EXPECT_FALSE(a.inConversation("bob"));
}

TEST_F(Conversations, EndIgnoresLaterPacketsUntilAStart) {
  a.startConversation("bob", "hi");
  b.deliver();
  EXPECT_EQ(b.endConversation("alice"), "Converstaion with alice ended.");
  EXPECT_EQ(b.endConversation("alice"), "Not in conversation with alice.");
  a.sendToBot("bob", "are you there?");
  EXPECT_TRUE(b.deliver().empty());
  a.startConversation("bob", "again");
  auto d = b.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].text, "(FROM OTHER BOT)again");
}

TEST_F(Conversations, UnreadTextIsHandedBackOnEnd) {
  a.startConversation("bob", "hi");
  std::optional<Delivery> unread;
  b.endConversation("alice", &unread);
  ASSERT_TRUE(unread);
  EXPECT_EQ(unread->source, "alice");
  EXPECT_EQ(unread->text, "hi");
}

TEST_F(Conversations, ThirdAgentIsRejectedWhileBusy) {
  a.startConversation("bob", "hi");
  b.deliver();
  c.startConversation("bob", "me too");
  // bob auto-rejects; carol's side ends when the rejection is delivered.
  auto d = c.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].source, "system");
  EXPECT_EQ(d[0].text,
            "Conversation with bob ended with message: \"(FROM OTHER BOT)I'm talking to someone else, try again later. "
            "!endConversation(\"carol\")\"");
  EXPECT_EQ(b.activePartner(), "alice");
  c.sendToBot("bob", "hello?");  // carol's convo with bob ignores until a start
  EXPECT_TRUE(b.deliver().empty());
}

TEST_F(Conversations, StartingWithSomeoneElseForceEndsTheCurrent) {
  a.startConversation("bob", "hi");
  b.deliver();
  a.startConversation("carol", "hey");
  EXPECT_EQ(a.activePartner(), "carol");
  auto d = b.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].source, "system");  // bob learns the conversation ended
  EXPECT_FALSE(b.inConversation("alice"));
}

TEST_F(Conversations, AlreadyTalkingWarnsButStillSends) {
  a.startConversation("bob", "hi");
  EXPECT_EQ(a.startConversation("bob", "hi again"),
            "You are already in conversation with bob. Don't use this command to talk to them.");
  auto d = b.deliver();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].text, "(FROM OTHER BOT)hi again");  // the second start reset the queue
}

TEST(BotMessage, RoundTripsAndRejectsBadJson) {
  const BotMessage m = BotMessage::make("a", "b", "ok !endConversation(\"a\")", true);
  EXPECT_TRUE(m.end);
  const BotMessage back = BotMessage::fromJson(m.toJson());
  EXPECT_EQ(back.message, m.message);
  EXPECT_TRUE(back.start);
  EXPECT_THROW(BotMessage::fromJson({{"from", "a"}}), std::invalid_argument);
  EXPECT_THROW(BotMessage::fromJson({{"from", "a"}, {"to", "b"}, {"message", 3}, {"start", true}, {"end", false}}),
               std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::agents
