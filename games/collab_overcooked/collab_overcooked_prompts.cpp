#include "games/collab_overcooked/collab_overcooked_prompts.h"

#include <stdexcept>

#include "games/collab_overcooked/collab_overcooked_layout.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {
namespace data {
std::string_view promptsText();  // data/prompts.txt, embedded at build time
}

namespace {

std::string section(std::string_view name) {
  const std::string_view all = data::promptsText();
  const std::string header = "@@ " + std::string(name) + "\n";
  std::size_t p = all.find(header);
  if (p == std::string_view::npos) throw std::logic_error("prompt section missing: " + std::string(name));
  p += header.size();
  std::size_t end = all.find("\n@@ ", p - 1);
  if (end == std::string_view::npos) end = all.size();
  std::string_view body = all.substr(p, end - p);
  while (!body.empty() && body.back() == '\n') body.remove_suffix(1);
  return std::string(body);
}

void replaceAll(std::string& text, std::string_view key, std::string_view value) {
  for (std::size_t p = text.find(key); p != std::string::npos; p = text.find(key, p + value.size())) {
    text.replace(p, key.size(), value);
  }
}

}  // namespace

std::string systemPrompt() { return section("system"); }

std::string rulesAndRecipe(int agent, const Task& task) {
  const bool chef = agent == kChef;
  std::string text = section("rules");
  replaceAll(text, "{role}", chef ? "Chef" : "Assistant");
  replaceAll(text, "{has_recipe}", section(chef ? "has_recipe_chef" : "has_recipe_assistant"));
  replaceAll(text, "{workflow}", section(chef ? "workflow_chef" : "workflow_assistant"));
  text += "\n\n<Recipe need to know>:\n";
  text += chef ? std::string(task.recipeText) : std::string("You do not have the recipe\n");
  return text;
}

std::string skillPrompt(int agent) {
  const bool chef = agent == kChef;
  std::string skill = section(chef ? "skill_chef" : "skill_assistant");
  replaceAll(skill, "{role}", chef ? "Chef" : "Assistant");
  return skill;
}

std::string actionAndFormatPrompt(int agent) {
  const bool chef = agent == kChef;
  const std::string skill = skillPrompt(agent);
  std::string format = section("format");
  if (!chef) {
    // The format prompt is printed for the Chef; the Assistant writes its own role's fields.
    for (std::string_view field : {" analysis", " plan", " say", " says (turn"}) {
      replaceAll(format, "Chef" + std::string(field), "@@ROLE@@" + std::string(field));
    }
    replaceAll(format, "@@ROLE@@ says (turn", "Chef says (turn");  // keep the conversation example
    replaceAll(format, "@@ROLE@@", "Assistant");
  }
  return skill + "\n\n" + format;
}

}  // namespace craftmate::games::collab_overcooked
