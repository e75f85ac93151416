#pragma once
// Internal: compiles one state/direction of protocol.json (already parsed) into a TypeGraph.

#include <memory>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "protocol/schema_types.h"

namespace craftmate::protocol {

// Throws std::runtime_error naming the type path when protocol.json uses something unsupported.
std::unique_ptr<TypeGraph> compile_type_graph(const nlohmann::json& protocol, std::string_view state,
                                              std::string_view direction);

// Compiles a named type into `graph` if not present yet and returns its node.
int compile_named_type(TypeGraph& graph, const nlohmann::json& protocol, std::string_view state,
                       std::string_view direction, const std::string& name);

// Fills TypeNode::min_size for every node; call after the last type was compiled.
void compute_min_sizes(TypeGraph& graph);

}  // namespace craftmate::protocol
