// The list of built-in agent methods. Each method's files provide one `register<Method>(MethodRegistry&)`
// function; declare it and call it here (one line each) when the method lands.

#include "agents/methods/agent_method.h"

namespace craftmate::agents::methods {

void registerMindAgent(MethodRegistry& registry);               // mindagent_method.cpp
void registerCoBlockMethods(MethodRegistry& registry);          // coblock_method.cpp
void registerCollabOvercookedMethod(MethodRegistry& registry);  // collab_overcooked_agent.cpp
void registerLlmCoordinationMethod(MethodRegistry& registry);   // llm_coordination_agent.cpp

void registerBuiltInMethods(MethodRegistry& registry) {
  registerMindAgent(registry);
  registerCoBlockMethods(registry);
  registerCollabOvercookedMethod(registry);
  registerLlmCoordinationMethod(registry);
}

}  // namespace craftmate::agents::methods
