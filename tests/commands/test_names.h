#pragma once
// A small name registry for parser tests, so they do not depend on minecraft-data being installed;
// minecraft_names_test.cpp checks the real minecraft-data names separately.

#include <set>
#include <string>

#include "commands/name_registry.h"

namespace craftmate::commands::testing {

class ListedNames : public NameRegistry {
 public:
  ListedNames(std::set<std::string> blocks, std::set<std::string> items)
      : blocks_(std::move(blocks)), items_(std::move(items)) {}
  bool isBlock(std::string_view n) const override { return blocks_.count(std::string(n)) > 0; }
  bool isItem(std::string_view n) const override { return items_.count(std::string(n)) > 0; }

 private:
  std::set<std::string> blocks_, items_;
};

}  // namespace craftmate::commands::testing
