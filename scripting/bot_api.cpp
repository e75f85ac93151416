#include "scripting/bot_api.h"

#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <map>
#include <stdexcept>

#include "pathfinding/pathfinder.h"
#include "scripting/bot_json.h"
#include "scripting/engine.h"
#include "scripting/goal_json.h"
#include "world/bot.h"
#include "world/container_actions.h"

namespace craftmate::scripting {

namespace asio = boost::asio;
using world::Bot;

// The walk bot.pathfinder.stop() / setGoal(null) ends: a timer nobody lets expire, cancelled to stop.
struct BotApi::PathState {
  std::shared_ptr<asio::steady_timer> stopper;
};

namespace {

template <typename E>
E lookup(const std::map<std::string, E>& table, const std::string& name, const char* what) {
  auto it = table.find(name);
  if (it == table.end()) {
    std::string known;
    for (const auto& [k, v] : table) known += (known.empty() ? "" : ", ") + k;
    throw std::invalid_argument("unknown " + std::string(what) + " '" + name + "' (one of: " + known + ")");
  }
  return it->second;
}

const std::map<std::string, world::Control> kControls = {
    {"forward", world::Control::Forward}, {"back", world::Control::Back}, {"left", world::Control::Left},
    {"right", world::Control::Right},     {"jump", world::Control::Jump}, {"sprint", world::Control::Sprint},
    {"sneak", world::Control::Sneak}};
const std::map<std::string, world::EquipDestination> kDestinations = {
    {"hand", world::EquipDestination::Hand},   {"head", world::EquipDestination::Head},
    {"torso", world::EquipDestination::Torso}, {"legs", world::EquipDestination::Legs},
    {"feet", world::EquipDestination::Feet},   {"off-hand", world::EquipDestination::OffHand}};

Json windowJson(const world::Window& w) {
  Json container = Json::array(), items = Json::array();
  for (const auto& i : w.containerItems()) container.push_back(itemJson(i));
  for (const auto& i : w.items()) items.push_back(itemJson(i));
  return {{"id", w.id()}, {"type", w.type()}, {"title", w.title()}, {"containerItems", container}, {"items", items}};
}

Json recipeJson(const world::Recipe& r, std::size_t index) {
  Json j = {{"result", {{"id", r.resultId}, {"count", r.resultCount}}}, {"index", index},
            {"requiresTable", r.requiresTable()}, {"inShape", r.inShape}, {"ingredients", r.ingredients}};
  Json delta = Json::array();
  for (const auto& [id, n] : r.ingredientCounts()) delta.push_back({{"id", id}, {"count", -n}});
  delta.push_back({{"id", r.resultId}, {"count", r.resultCount}});
  j["delta"] = delta;
  return j;
}

Json blockFromState(const Bot& bot, const world::BlockPos& p, int stateId) {
  world::Block b{p, stateId, bot.registry().blockByStateId(stateId)};
  if (!b.type) return nullptr;
  return blockJson(b);
}

const world::Entity& entityById(Bot& bot, int id) {
  const auto& all = bot.world().entities();
  auto it = all.find(id);
  if (it == all.end()) throw std::invalid_argument("no entity with id " + std::to_string(id) + " in view");
  return it->second;
}

}  // namespace

BotApi::BotApi(Engine& engine, std::shared_ptr<Bot> bot)
    : engine_(engine), bot_(std::move(bot)), path_(std::make_shared<PathState>()) {
  defineState();
  defineActions();
  forwardEvents();
}

BotApi::~BotApi() {
  for (auto& off : unsubscribe_) off();
  if (path_->stopper) path_->stopper->cancel();
}

void BotApi::defineState() {
  Bot& bot = *bot_;
  auto& e = engine_;
  e.defineSync("spawned", [&bot](const Json&) { return Json(bot.connected() && bot.world().selfId() != 0); });
  e.defineSync("username", [&bot](const Json&) { return Json(bot.username()); });
  e.defineSync("entity", [&bot](const Json&) { return entityJson(bot.entity()); });
  e.defineSync("entities", [&bot](const Json&) {
    Json all = Json::object();
    for (const auto& [id, ent] : bot.world().entities()) all[std::to_string(id)] = entityJson(ent);
    return all;
  });
  e.defineSync("players", [&bot](const Json&) {
    Json all = Json::object();
    for (const auto& [name, p] : bot.players()) all[name] = playerJson(bot, p);
    return all;
  });
  e.defineSync("health", [&bot](const Json&) { return Json(bot.health()); });
  e.defineSync("food", [&bot](const Json&) { return Json(bot.food()); });
  e.defineSync("time", [&bot](const Json&) {
    const auto& t = bot.time();
    return Json{{"time", t.time},           {"timeOfDay", t.timeOfDay}, {"day", t.day()},
                {"moonPhase", t.moonPhase()}, {"age", t.age},             {"isDay", t.isDay()},
                {"doDaylightCycle", t.doDaylightCycle}};
  });
  e.defineSync("game", [&bot](const Json&) {
    const auto& g = bot.game();
    return Json{{"gameMode", g.gameMode}, {"dimension", g.dimension}, {"hardcore", g.hardcore},
                {"minY", g.minY}, {"height", g.height}};
  });
  e.defineSync("heldItem", [&bot](const Json&) { return itemJson(bot.heldItem()); });
  // Bed, screen, scoreboards and teams (world_state_spawn/hud/scoreboard.cpp).
  e.defineSync("spawnPoint", [&bot](const Json&) {
    const auto& p = bot.spawnPoint();
    return Json{{"x", p.x}, {"y", p.y}, {"z", p.z}};
  });
  e.defineSync("isSleeping", [&bot](const Json&) { return Json(bot.isSleeping()); });
  e.defineSync("usingHeldItem", [&bot](const Json&) { return Json(bot.usingHeldItem()); });
  e.defineSync("vehicle", [&bot](const Json&) { return bot.vehicle() ? entityJson(*bot.vehicle()) : Json(); });
  e.defineSync("tablist", [&bot](const Json&) {
    const auto& t = bot.world().hud().tablist;
    return Json{{"header", t.header}, {"footer", t.footer}};
  });
  e.defineSync("bossBars", [&bot](const Json&) {
    Json out = Json::array();
    for (const auto& [uuid, b] : bot.world().hud().bossBars)
      out.push_back({{"entityUUID", uuid}, {"title", b.title}, {"health", b.health}, {"color", b.color},
                     {"dividers", b.dividers}, {"flags", b.flags}});
    return out;
  });
  e.defineSync("scoreboards", [&bot](const Json&) {
    Json out = Json::object();
    for (const auto& [name, s] : bot.world().scoreboards().byName) {
      Json items = Json::array();
      for (const auto& i : s.items()) items.push_back({{"name", i.name}, {"value", i.value}});
      out[name] = {{"name", name}, {"title", s.title}, {"items", items}};
    }
    return out;
  });
  e.defineSync("scoreboardPositions", [&bot](const Json&) {
    Json out = Json::object();
    for (const auto& [position, name] : bot.world().scoreboards().positions) out[std::to_string(position)] = name;
    return out;
  });
  e.defineSync("teams", [&bot](const Json&) {
    Json out = Json::object();
    for (const auto& [id, t] : bot.world().scoreboards().teams)
      out[id] = {{"team", id}, {"name", t.name}, {"color", t.color}, {"prefix", t.prefix}, {"suffix", t.suffix},
                 {"friendlyFire", t.friendlyFire}, {"members", t.members}};
    return out;
  });
  e.defineSync("settings", [&bot](const Json&) {
    const auto& s = bot.settings();
    return Json{{"chat", s.chat}, {"colorsEnabled", s.colorsEnabled}, {"viewDistance", s.viewDistance},
                {"difficulty", s.difficulty}, {"mainHand", s.mainHand}, {"enableTextFiltering", s.enableTextFiltering},
                {"enableServerListing", s.enableServerListing}};
  });
  e.defineSync("quickBarSlot", [&bot](const Json&) { return Json(bot.quickBarSlot()); });
  e.defineSync("items", [&bot](const Json&) {
    Json items = Json::array();
    for (const auto& i : bot.inventory().items()) items.push_back(itemJson(i));
    return items;
  });
  e.defineSync("inventoryCount", [&bot](const Json& a) { return Json(bot.inventory().count(a.at(0).get<int>())); });
  e.defineSync("currentWindow", [&bot](const Json&) {
    const world::Window* w = bot.currentWindow();
    return w ? windowJson(*w) : Json();
  });
  e.defineSync("blockAt", [&bot](const Json& a) {
    auto b = bot.blockAt(posFrom(a.at(0)));
    return b ? blockJson(*b) : Json();
  });
  e.defineSync("findBlocks", [&bot](const Json& a) {
    std::vector<int> ids = a.at(0).get<std::vector<int>>();
    std::sort(ids.begin(), ids.end());
    world::FindBlocksOptions options;
    options.matching = [&ids](const world::Block& b) { return b.type && std::binary_search(ids.begin(), ids.end(), b.type->id); };
    options.maxDistance = a.at(1).get<double>();
    options.count = a.at(2).get<std::size_t>();
    if (a.size() > 3 && a[3].is_object()) options.point = vecFrom(a[3]);
    Json out = Json::array();
    for (const auto& p : bot.findBlocks(options)) out.push_back(posJson(p));
    return out;
  });
  e.defineSync("canDigBlock", [&bot](const Json& a) { return Json(bot.canDigBlock(posFrom(a.at(0)))); });
  e.defineSync("digTime", [&bot](const Json& a) {
    auto t = bot.digTime(posFrom(a.at(0)));
    return t ? Json(*t) : Json();
  });
  e.defineSync("recipesFor", [&bot](const Json& a) {
    const int itemType = a.at(0).get<int>();
    auto all = bot.registry().recipesFor(itemType);
    Json out = Json::array();
    for (const world::Recipe* r : bot.recipesFor(itemType, a.at(1).get<int>(), a.at(2).get<bool>())) {
      out.push_back(recipeJson(*r, static_cast<std::size_t>(r - all.data())));
    }
    return out;
  });
  e.defineSync("recipesAll", [&bot](const Json& a) {
    auto all = bot.registry().recipesFor(a.at(0).get<int>());
    Json out = Json::array();
    for (std::size_t i = 0; i < all.size(); ++i) out.push_back(recipeJson(all[i], i));
    return out;
  });
  e.defineSync("registry", [&bot](const Json&) {
    const auto& r = bot.registry();
    Json blocks = Json::array(), items = Json::array(), entities = Json::array(), foods = Json::array();
    for (const auto& b : r.blocks()) {
      blocks.push_back({{"id", b.id}, {"name", b.name}, {"displayName", b.displayName}, {"hardness", b.hardness ? Json(*b.hardness) : Json()},
                        {"diggable", b.diggable}, {"stackSize", b.stackSize}, {"drops", b.drops},
                        {"harvestTools", b.harvestTools}, {"boundingBox", b.solidBoundingBox ? "block" : "empty"},
                        {"transparent", b.transparent}, {"minStateId", b.minStateId}, {"maxStateId", b.maxStateId},
                        {"defaultState", b.defaultState}});
    }
    for (const auto& i : r.items()) {
      items.push_back({{"id", i.id}, {"name", i.name}, {"displayName", i.displayName}, {"stackSize", i.stackSize},
                       {"maxDurability", i.maxDurability}});
      if (const auto* f = r.foodByItemId(i.id)) {
        foods.push_back({{"id", i.id}, {"name", i.name}, {"foodPoints", f->foodPoints}, {"saturation", f->saturation}});
      }
    }
    for (int id = 0; id < 1024; ++id) {
      const auto* type = r.entityById(id);
      if (!type) continue;
      const auto& t = *type;
      entities.push_back({{"id", t.id}, {"name", t.name}, {"displayName", t.displayName}, {"type", t.kind},
                          {"width", t.width}, {"height", t.height}, {"category", t.category}});
    }
    return Json{{"version", r.version()}, {"blocks", blocks}, {"items", items}, {"entities", entities}, {"foods", foods}};
  });
  e.defineSync("getControlState", [&bot](const Json& a) {
    return Json(bot.getControlState(lookup(kControls, a.at(0).get<std::string>(), "control")));
  });
}

void BotApi::defineActions() {
  Bot& bot = *bot_;
  auto& e = engine_;
  auto keep = bot_;  // async natives keep the bot alive while they run
  e.defineSync("setControlState", [&bot](const Json& a) {
    bot.setControlState(lookup(kControls, a.at(0).get<std::string>(), "control"), a.at(1).get<bool>());
    return Json();
  });
  e.defineSync("clearControlStates", [&bot](const Json&) {
    bot.clearControlStates();
    return Json();
  });
  e.defineSync("chat", [&bot](const Json& a) {
    bot.chat(a.at(0).get<std::string>());
    return Json();
  });
  e.defineSync("whisper", [&bot](const Json& a) {
    bot.whisper(a.at(0).get<std::string>(), a.at(1).get<std::string>());
    return Json();
  });
  e.defineSync("quit", [&bot](const Json& a) {
    bot.quit(a.size() > 0 && a[0].is_string() ? a[0].get<std::string>() : "disconnect.quitting");
    return Json();
  });
  e.defineSync("setQuickBarSlot", [&bot](const Json& a) {
    bot.setQuickBarSlot(a.at(0).get<int>());
    return Json();
  });
  e.defineSync("swingArm", [&bot](const Json& a) {
    bot.swingArm(a.size() > 0 && a[0].is_boolean() && a[0].get<bool>());
    return Json();
  });
  e.defineSync("attack", [&bot](const Json& a) {
    bot.attack(entityById(bot, a.at(0).get<int>()));
    return Json();
  });
  e.defineSync("stopDigging", [&bot](const Json&) {
    bot.stopDigging();
    return Json();
  });
  e.defineSync("deactivateItem", [&bot](const Json&) {
    bot.deactivateItem();
    return Json();
  });
  e.defineSync("closeWindow", [&bot](const Json&) {
    bot.closeWindow();
    return Json();
  });
  e.defineSync("useOn", [&bot](const Json& a) {
    bot.useOn(entityById(bot, a.at(0).get<int>()));
    return Json();
  });
  e.defineSync("mount", [&bot](const Json& a) {
    bot.mount(entityById(bot, a.at(0).get<int>()));
    return Json();
  });
  e.defineSync("dismount", [&bot](const Json&) {
    bot.dismount();
    return Json();
  });
  e.defineSync("moveVehicle", [&bot](const Json& a) {
    bot.moveVehicle(a.at(0).get<double>(), a.at(1).get<double>());
    return Json();
  });
  e.defineSync("wake", [&bot](const Json&) {
    bot.wake();
    return Json();
  });
  e.defineSync("setSettings", [&bot](const Json& a) {
    world::BotSettings s = bot.settings();
    const Json& o = a.at(0);
    if (o.contains("chat")) s.chat = o["chat"].get<std::string>();
    if (o.contains("colorsEnabled")) s.colorsEnabled = o["colorsEnabled"].get<bool>();
    if (o.contains("viewDistance")) s.viewDistance = o["viewDistance"].get<int>();
    if (o.contains("mainHand")) s.mainHand = o["mainHand"].get<std::string>();
    if (o.contains("enableTextFiltering")) s.enableTextFiltering = o["enableTextFiltering"].get<bool>();
    if (o.contains("enableServerListing")) s.enableServerListing = o["enableServerListing"].get<bool>();
    bot.setSettings(s);
    return Json();
  });
  e.defineSync("updateSign", [&bot](const Json& a) {
    auto block = bot.blockAt(posFrom(a.at(0)));
    if (!block) throw std::invalid_argument("updateSign: the block is not loaded");
    bot.updateSign(*block, a.at(1).get<std::string>(), a.size() > 2 && a[2].is_boolean() && a[2].get<bool>());
    return Json();
  });
  e.defineSync("elytraFly", [&bot](const Json&) {
    bot.elytraFly();
    return Json();
  });
  e.defineSync("setCommandBlock", [&bot](const Json& a) {
    const Json o = a.size() > 2 && a[2].is_object() ? a[2] : Json::object();
    world::Bot::CommandBlockOptions options;
    options.mode = o.value("mode", 2);
    options.trackOutput = o.value("trackOutput", false);
    options.conditional = o.value("conditional", false);
    options.alwaysActive = o.value("alwaysActive", false);
    bot.setCommandBlock(posFrom(a.at(0)), a.at(1).get<std::string>(), options);
    return Json();
  });
  e.defineSync("creativeStartFlying", [&bot](const Json&) {
    bot.creative().startFlying();
    return Json();
  });
  e.defineSync("creativeStopFlying", [&bot](const Json&) {
    bot.creative().stopFlying();
    return Json();
  });

  e.defineAsync("lookAt", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->lookAt(vecFrom(a.at(0)), a.size() < 2 || !a[1].is_boolean() || a[1].get<bool>());
    co_return Json();
  });
  e.defineAsync("look", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->look(a.at(0).get<double>(), a.at(1).get<double>(), a.size() < 3 || !a[2].is_boolean() || a[2].get<bool>());
    co_return Json();
  });
  e.defineAsync("waitForTicks", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->waitForTicks(a.at(0).get<int>());
    co_return Json();
  });
  e.defineAsync("dig", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->dig(posFrom(a.at(0)), a.size() < 2 || !a[1].is_boolean() || a[1].get<bool>());
    co_return Json();
  });
  e.defineAsync("placeBlock", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->placeBlock(posFrom(a.at(0)), vecFrom(a.at(1)));
    co_return Json();
  });
  e.defineAsync("activateBlock", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->activateBlock(posFrom(a.at(0)), a.size() > 1 && a[1].is_object() ? vecFrom(a[1]) : world::Vec3{0, 1, 0});
    co_return Json();
  });
  e.defineAsync("activateItem", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->activateItem(a.size() > 0 && a[0].is_boolean() && a[0].get<bool>());
    co_return Json();
  });
  e.defineAsync("activateEntity", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->activateEntity(entityById(*keep, a.at(0).get<int>()));
    co_return Json();
  });
  e.defineAsync("activateEntityAt", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->activateEntityAt(entityById(*keep, a.at(0).get<int>()), vecFrom(a.at(1)));
    co_return Json();
  });
  e.defineAsync("sleep", [keep](Json a) -> asio::awaitable<Json> {
    auto bed = keep->blockAt(posFrom(a.at(0)));
    if (!bed) throw std::invalid_argument("sleep: the block is not loaded");
    co_await keep->sleep(*bed);
    co_return Json();
  });
  e.defineAsync("fish", [keep](Json) -> asio::awaitable<Json> {
    co_await keep->fish();
    co_return Json();
  });
  e.defineAsync("writeBook", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->writeBook(a.at(0).get<int>(), a.at(1).get<std::vector<std::string>>());
    co_return Json();
  });
  e.defineAsync("putAway", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->putAway(a.at(0).get<int>());
    co_return Json();
  });
  e.defineAsync("moveSlotItem", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->moveSlotItem(a.at(0).get<int>(), a.at(1).get<int>());
    co_return Json();
  });
  e.defineAsync("tabComplete", [keep](Json a) -> asio::awaitable<Json> {
    co_return Json(co_await keep->tabComplete(a.at(0).get<std::string>()));
  });
  e.defineAsync("clickWindow", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->clickWindow(a.at(0).get<int>(), a.at(1).get<int>(), a.at(2).get<int>());
    co_return Json();
  });
  e.defineAsync("waitForChunksToLoad", [keep](Json) -> asio::awaitable<Json> {
    co_await keep->waitForChunksToLoad();
    co_return Json();
  });
  e.defineAsync("creativeSetInventorySlot", [keep](Json a) -> asio::awaitable<Json> {
    std::optional<world::Item> item;
    if (a.size() > 1 && a[1].is_object()) {
      item = world::Item{};
      item->type = a[1].at("type").get<int>();
      item->count = a[1].value("count", 1);
    }
    co_await keep->creative().setInventorySlot(a.at(0).get<int>(), item);
    co_return Json();
  });
  e.defineAsync("creativeFlyTo", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->creative().flyTo(vecFrom(a.at(0)));
    co_return Json();
  });
  e.defineAsync("consume", [keep](Json) -> asio::awaitable<Json> {
    co_await keep->consume();
    co_return Json();
  });
  e.defineAsync("equip", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->equip(a.at(0).get<int>(), lookup(kDestinations, a.at(1).get<std::string>(), "destination"));
    co_return Json();
  });
  e.defineAsync("unequip", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->unequip(lookup(kDestinations, a.at(0).get<std::string>(), "destination"));
    co_return Json();
  });
  e.defineAsync("toss", [keep](Json a) -> asio::awaitable<Json> {
    co_await keep->toss(a.at(0).get<int>(), a.at(1).get<int>());
    co_return Json();
  });
  e.defineAsync("craft", [keep](Json a) -> asio::awaitable<Json> {
    auto all = keep->registry().recipesFor(a.at(0).get<int>());
    const auto index = a.at(1).get<std::size_t>();
    if (index >= all.size()) throw std::invalid_argument("not a recipe of this registry (use bot.recipesFor)");
    std::optional<world::BlockPos> table;
    if (a.size() > 3 && a[3].is_object()) table = posFrom(a[3]);
    co_await keep->craft(all[index], a.at(2).get<int>(), table);
    co_return Json();
  });
  e.defineAsync("openContainer", [keep](Json a) -> asio::awaitable<Json> {
    world::Window* w = co_await world::openContainer(*keep, posFrom(a.at(0)));
    co_return windowJson(*w);
  });
  e.defineAsync("deposit", [keep](Json a) -> asio::awaitable<Json> {
    co_return Json(co_await world::deposit(*keep, a.at(0).get<int>(), a.at(1).get<int>()));
  });
  e.defineAsync("withdraw", [keep](Json a) -> asio::awaitable<Json> {
    co_return Json(co_await world::withdraw(*keep, a.at(0).get<int>(), a.at(1).get<int>()));
  });

  // bot.pathfinder.goto(goal): walks until the goal is met, stop() or a newer goto ends it.
  auto path = path_;
  e.defineAsync("goto", [keep, path](Json a) -> asio::awaitable<Json> {
    using namespace asio::experimental::awaitable_operators;
    auto goal = goalFromJson(*keep, a.at(0));
    const bool dynamic = a.size() > 1 && a[1].is_boolean() && a[1].get<bool>();
    if (path->stopper) path->stopper->cancel();
    auto mine = std::make_shared<asio::steady_timer>(co_await asio::this_coro::executor,
                                                     asio::steady_timer::time_point::max());
    path->stopper = mine;
    auto walk = dynamic ? pathfinding::follow(*keep, *goal) : pathfinding::goTo(*keep, *goal);
    auto outcome = co_await (std::move(walk) || mine->async_wait(asio::use_awaitable));
    if (path->stopper == mine) path->stopper.reset();
    if (outcome.index() == 1) throw world::BotError("The goal was changed before it could be completed!");
    co_return Json();
  });
  e.defineSync("pathfinderStop", [path](const Json&) {
    if (path->stopper) path->stopper->cancel();
    return Json();
  });
}

void BotApi::forwardEvents() {
  Bot& bot = *bot_;
  auto& events = bot.events();
  Engine* engine = &engine_;
  auto emit = [engine](const char* name, Json args = Json::array()) {
    args.insert(args.begin(), name);
    engine->callHook("emit", args);
  };
  auto plain = [&](world::Signal<>& signal, const char* name) {
    auto id = signal.on([emit, name] { emit(name); });
    unsubscribe_.push_back([&signal, id] { signal.off(id); });
  };
  plain(events.spawn, "spawn");
  plain(events.respawn, "respawn");
  plain(events.death, "death");
  plain(events.health, "health");
  plain(events.physicsTick, "physicsTick");
  plain(events.time, "time");
  plain(events.move, "move");
  for (auto [signal, name] : {std::pair{&events.sleep, "sleep"}, {&events.wake, "wake"}, {&events.mount, "mount"},
                              {&events.spawnReset, "spawnReset"}, {&events.rain, "rain"}, {&events.titleClear, "title_clear"}})
    plain(*signal, name);
  auto title = events.title.on([emit](const std::string& text, const std::string& kind) { emit("title", Json::array({text, kind})); });
  unsubscribe_.push_back([&events, title] { events.title.off(title); });
  auto chatLike = [&](world::Signal<std::string, std::string>& signal, const char* name) {
    auto id = signal.on([emit, name](const std::string& user, const std::string& message) {
      emit(name, Json::array({user, message}));
    });
    unsubscribe_.push_back([&signal, id] { signal.off(id); });
  };
  chatLike(events.chat, "chat");
  chatLike(events.whisper, "whisper");
  auto messageId = events.message.on([emit](const world::ChatMessage& m) { emit("messagestr", Json::array({m.text, m.position})); });
  unsubscribe_.push_back([&events, messageId] { events.message.off(messageId); });
  auto entityEvent = [&](world::Signal<world::Entity>& signal, const char* name) {
    auto id = signal.on([emit, name](const world::Entity& ent) { emit(name, Json::array({entityJson(ent)})); });
    unsubscribe_.push_back([&signal, id] { signal.off(id); });
  };
  entityEvent(events.entitySpawn, "entitySpawn");
  entityEvent(events.entityGone, "entityGone");
  entityEvent(events.entityHurt, "entityHurt");
  entityEvent(events.entityDead, "entityDead");
  auto playerEvent = [&](world::Signal<world::Player>& signal, const char* name) {
    auto id = signal.on([emit, name, &bot](const world::Player& p) { emit(name, Json::array({playerJson(bot, p)})); });
    unsubscribe_.push_back([&signal, id] { signal.off(id); });
  };
  playerEvent(events.playerJoined, "playerJoined");
  playerEvent(events.playerLeft, "playerLeft");
  auto blockId = events.blockUpdate.on([emit, &bot](const world::BlockUpdate& u) {
    emit("blockUpdate", Json::array({blockFromState(bot, u.position, u.oldState), blockFromState(bot, u.position, u.newState)}));
  });
  unsubscribe_.push_back([&events, blockId] { events.blockUpdate.off(blockId); });
  auto windowEvent = [&](world::Signal<world::Window>& signal, const char* name) {
    auto id = signal.on([emit, name](const world::Window& w) { emit(name, Json::array({windowJson(w)})); });
    unsubscribe_.push_back([&signal, id] { signal.off(id); });
  };
  windowEvent(events.windowOpen, "windowOpen");
  windowEvent(events.windowClose, "windowClose");
  auto textEvent = [&](world::Signal<std::string>& signal, const char* name) {
    auto id = signal.on([emit, name](const std::string& reason) { emit(name, Json::array({reason})); });
    unsubscribe_.push_back([&signal, id] { signal.off(id); });
  };
  textEvent(events.kicked, "kicked");
  textEvent(events.end, "end");
  textEvent(events.actionBar, "actionBar");
}

}  // namespace craftmate::scripting
