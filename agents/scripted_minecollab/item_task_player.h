#pragma once
// The scripted team for MineCollab's item tasks (crafting "techtree" and cooking): one agent (the
// maker: the first of the team, or in Hell's Kitchen everyone for their own dish) must end up
// holding the targets. The maker reads its !inventory and !getCraftingPlan, learns what every
// partner holds (the partner it talks to tells it; the others are asked), then asks each partner for
// what that partner holds that the plans still need (or, without a plan of its own, for their plan
// and all their items); partners holding nothing needed are not asked. Partners !givePlayer what was
// asked and say what they gave. MINDcraft lets an agent talk to one partner at a time (a partner
// that writes meanwhile is turned away), so the maker asks one partner, moves on at its first answer
// (it is giving by then) and checks the gives against its !inventory, whatever order they arrive in.
// The maker then crafts by !craftRecipe, working down the recipe tree that the craft errors reveal
// ("It requires: ..."), and in the kitchen gathers what nobody has: crops by !collectBlocks, meat by
// !attack, cooked food by !smeltItem.

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "agents/scripted_minecollab/scripted_teammate.h"

namespace craftmate::agents::minecollab {

class ItemTaskPlayer : public ScriptedTeammate {
 public:
  explicit ItemTaskPlayer(std::string name) : ScriptedTeammate(std::move(name)) {}

  // The targets read from the goal ("craft an X", "make 1 X, 2 Y", "You need to make X").
  static ItemCounts targetsIn(const std::string& goal, bool* ownDish = nullptr);

 protected:
  void onOutput(const std::string& command, const std::string& output) override;
  void onMessage(const std::string& from, const TeamTalk& talk) override;
  void onSystem(const std::string& text) override;
  void onConversationEnded(const std::string& partner, bool rejected) override;
  std::string decide() override;

 private:
  struct Request {
    std::string from;
    ItemCounts items;
    bool all = false;
    bool inventory = false;  // they asked what we hold
    std::optional<std::string> planFor;
    bool planRead = false;
    std::set<std::string> tried;
    ItemCounts gave;
    ItemCounts dropped;  // tossed but never picked up
    int notFound = 0;    // gives that could not find them (not in sight yet)
  };
  struct Need {
    std::string item;
    int count = 0;
    int attempts = 0;
    std::vector<std::string> madeFor;  // the needs this one is an ingredient of, outermost first
  };

  bool maker() const;
  // A partner whose inventory (as they told it) holds `item` and whom we have not asked for it yet.
  std::optional<std::string> partnerHolding(const std::string& item) const;
  int have(const std::string& item) const;
  // What we and our partners hold, as far as we know (their inventories as they told them).
  ItemCounts teamHoldings() const;
  std::optional<std::string> serveRequest();
  std::optional<std::string> makeTargets();
  std::optional<std::string> nextCraft();
  // The maker's exchange with its partners: learn their inventories, then queue the asks.
  std::optional<std::string> exchange();
  // Sends the next queued ask (one conversation at a time: after the previous partner answered).
  std::optional<std::string> sendNextAsk();
  // Queues an ask to `partner` and expects what it holds of it in our inventory.
  void ask(const std::string& partner, const ItemCounts& items, const std::string& text);
  // What our plans still need from partners: base items they miss, the intermediate items they
  // craft (a partner's may save the crafting) and a crafting table if we have none.
  ItemCounts neededFromPartners() const;
  // How many of `item` our own plans consume (a Hell's Kitchen cook keeps them for its own dish).
  int reservedForOwnDish(const std::string& item) const;

  ItemCounts targets_;
  bool ownDish_ = false;
  std::map<std::string, CraftingPlan> plans_;   // by target
  std::vector<CraftingStep> partnerSteps_;
  std::deque<Request> requests_;                // partners' requests, oldest first
  std::optional<CraftingPlan> lastPlan_;        // the last !getCraftingPlan output
  bool sharedInventory_ = false;
  bool asked_ = false;
  // The partner asked last, until it answers: for an ask, its first message (it is giving by then:
  // the maker moves on and checks its inventory), or its report "I gave you ..." when we could not
  // learn what it holds (nothing to check); for a census, its inventory.
  enum class Answer { Any, Report, Inventory };
  std::optional<std::string> waitingFor_;
  Answer awaitedAnswer_ = Answer::Any;
  std::set<std::string> inventoryAsked_;        // partners asked what they hold
  std::map<std::string, ItemCounts> askedOf_;   // partner -> what we asked of what they hold
  ItemCounts expected_;                         // what our inventory holds once the asked gives land
  int polls_ = 0;                               // inventory checks while gives are on their way
  bool askedEverything_ = false;                // asked for all they hold after the tree dead-ended
  std::set<std::string> reportFrom_;            // partners whose report we wait for after an ask
  std::vector<Need> needs_;                     // the recipe tree being worked down
  std::set<std::string> unobtainable_;
  bool askedTable_ = false, searchedTable_ = false, searchedFurnace_ = false;
  bool announced_ = false, announcedFailure_ = false;
  bool needTable_ = false, needFurnace_ = false, needFuel_ = false;
  bool waitForPartner_ = false;  // a give could not find the partner: !stay before giving again
  std::map<std::string, int> yield_;             // items one craft makes, learnt from a success
  int craftCount_ = 1;                           // the crafts our last !craftRecipe asked for
  std::map<std::string, ItemCounts> partnerInventory_;
  std::deque<std::pair<std::string, std::string>> toAsk_;  // (partner, request) still to send
  std::map<std::string, std::set<std::string>> requested_;  // partner -> items asked of them
  std::string pickUpFrom_;
  std::string givingItem_;
  int givingCount_ = 0;
};

}  // namespace craftmate::agents::minecollab
