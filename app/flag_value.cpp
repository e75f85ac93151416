#include "app/flag_value.h"

#include <stdexcept>

namespace craftmate::app {

const std::string& flagValue(const std::vector<std::string>& args, std::size_t& i, const std::string& hint) {
  if (i + 1 >= args.size()) throw std::invalid_argument(args.at(i) + " needs a value" + hint);
  return args[++i];
}

}  // namespace craftmate::app
