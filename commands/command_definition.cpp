#include "commands/command_definition.h"

#include "commands/js_number.h"

namespace craftmate::commands {

const char* paramTypeName(ParamType type) {
  switch (type) {
    case ParamType::String: return "string";
    case ParamType::Int: return "int";
    case ParamType::Float: return "float";
    case ParamType::Boolean: return "boolean";
    case ParamType::BlockName: return "BlockName";
    case ParamType::ItemName: return "ItemName";
  }
  return "string";
}

const char* paramDocsTypeName(ParamType type) {
  switch (type) {
    case ParamType::Int:
    case ParamType::Float: return "number";
    case ParamType::Boolean: return "bool";
    case ParamType::String:
    case ParamType::BlockName:
    case ParamType::ItemName: return "string";
  }
  return "string";
}

bool Domain::contains(double value) const {
  const bool lowClosed = !endpoints.empty() && endpoints[0] == '[';
  const bool highClosed = endpoints.size() > 1 && endpoints[1] == ']';
  const bool aboveLow = lowClosed ? lo <= value : lo < value;
  const bool belowHigh = highClosed ? value <= hi : value < hi;
  return aboveLow && belowHigh;  // NaN fails both comparisons, as in JavaScript
}

std::string Domain::text() const {
  return std::string(1, endpoints.at(0)) + jsNumberToString(lo) + ", " + jsNumberToString(hi) +
         std::string(1, endpoints.at(1));
}

}  // namespace craftmate::commands
