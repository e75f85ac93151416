#include "agents/models/api_table.h"

#include <array>
#include <stdexcept>
#include <vector>

namespace craftmate::agents {

namespace {

using nlohmann::json;

const std::vector<ApiInfo>& table() {
  static const std::vector<ApiInfo> rows = [] {
    std::vector<ApiInfo> r;
    auto add = [&r](ApiInfo info) { r.push_back(std::move(info)); };
    add({"openai", Transport::OpenAiChat, "OPENAI_API_KEY", "https://api.openai.com/v1", "gpt-3.5-turbo",
         TurnFormat::StrictAll, "***", true, ThinkStrip::None, "text-embedding-3-small"});
    add({"anthropic", Transport::AnthropicMessages, "ANTHROPIC_API_KEY", "https://api.anthropic.com",
         "claude-3-sonnet-20240229", TurnFormat::StrictTurns, nullptr, true, ThinkStrip::None, ""});
    add({"google", Transport::GeminiGenerate, "GEMINI_API_KEY", "https://generativelanguage.googleapis.com",
         "gemini-1.5-flash", TurnFormat::StrictAll, nullptr, true, ThinkStrip::None, "text-embedding-004"});
    add({"ollama", Transport::OllamaChat, "", "http://127.0.0.1:11434", "llama3.1", TurnFormat::StrictTurns, nullptr,
         true, ThinkStrip::AllBlocks, "nomic-embed-text"});
    add({"mistral", Transport::OpenAiChat, "MISTRAL_API_KEY", "https://api.mistral.ai/v1", "mistral-large-latest",
         TurnFormat::StrictTurns, nullptr, true, ThinkStrip::None, "mistral-embed"});
    add({"groq", Transport::OpenAiChat, "GROQCLOUD_API_KEY", "https://api.groq.com/openai/v1",
         "llama-3.3-70b-versatile", TurnFormat::Raw, nullptr, true, ThinkStrip::AllBlocks, ""});
    add({"qwen", Transport::OpenAiChat, "QWEN_API_KEY", "https://dashscope.aliyuncs.com/compatible-mode/v1",
         "qwen-plus", TurnFormat::StrictAll, "***", true, ThinkStrip::None, "text-embedding-v3"});
    add({"xai", Transport::OpenAiChat, "XAI_API_KEY", "https://api.x.ai/v1", "grok-beta", TurnFormat::Raw,
         json::array({"***"}), true, ThinkStrip::None, ""});
    add({"deepseek", Transport::OpenAiChat, "DEEPSEEK_API_KEY", "https://api.deepseek.com", "deepseek-chat",
         TurnFormat::StrictAll, "***", true, ThinkStrip::None, ""});
    add({"novita", Transport::OpenAiChat, "NOVITA_API_KEY", "https://api.novita.ai/v3/openai",
         "meta-llama/llama-3.1-70b-instruct", TurnFormat::StrictAll, json::array({"***"}), true, ThinkStrip::FirstSpan,
         ""});
    add({"openrouter", Transport::OpenAiChat, "OPENROUTER_API_KEY", "https://openrouter.ai/api/v1", "",
         TurnFormat::StrictAll, "*", false, ThinkStrip::None, ""});
    add({"glhf", Transport::OpenAiChat, "GHLF_API_KEY", "https://glhf.chat/api/openai/v1",
         "hf:meta-llama/Llama-3.1-405B-Instruct", TurnFormat::Raw, json::array({"***"}), false, ThinkStrip::None, ""});
    add({"hyperbolic", Transport::OpenAiChat, "HYPERBOLIC_API_KEY", "https://api.hyperbolic.xyz/v1",
         "deepseek-ai/DeepSeek-V3", TurnFormat::Raw, nullptr, false, ThinkStrip::None, ""});
    // MINDcraft's default is http://0.0.0.0:8000/v1; 0.0.0.0 is a listening address, so we dial 127.0.0.1.
    add({"vllm", Transport::OpenAiChat, "", "http://127.0.0.1:8000/v1", "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B",
         TurnFormat::StrictIfDeepseekOrQwen, "***", false, ThinkStrip::None, ""});
    add({"replicate", Transport::Unsupported, "REPLICATE_API_KEY", "", "meta/meta-llama-3-70b-instruct",
         TurnFormat::Raw, nullptr, true, ThinkStrip::None, ""});
    add({"huggingface", Transport::Unsupported, "HUGGINGFACE_API_KEY", "", "meta-llama/Meta-Llama-3-8B",
         TurnFormat::Raw, nullptr, true, ThinkStrip::None, ""});
    return r;
  }();
  return rows;
}

bool contains(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

}  // namespace

const ApiInfo* findApi(const std::string& api) {
  for (const ApiInfo& row : table()) {
    if (row.api == api) return &row;
  }
  return nullptr;
}

std::string selectApi(const std::string& m) {
  if (contains(m, "openrouter/")) return "openrouter";
  if (contains(m, "ollama/")) return "ollama";
  if (contains(m, "gemini")) return "google";
  if (contains(m, "vllm/")) return "vllm";
  if (contains(m, "gpt") || contains(m, "o1") || contains(m, "o3")) return "openai";
  if (contains(m, "claude")) return "anthropic";
  if (contains(m, "huggingface/")) return "huggingface";
  if (contains(m, "replicate/")) return "replicate";
  // Appendix C.4: MINDcraft throws here; we route "mistral/..." and "mistralai/..." to mistral.
  if (contains(m, "mistralai/") || contains(m, "mistral/")) return "mistral";
  if (contains(m, "groq/") || contains(m, "groqcloud/")) return "groq";
  if (contains(m, "glhf/")) return "glhf";
  if (contains(m, "hyperbolic/")) return "hyperbolic";
  if (contains(m, "novita/")) return "novita";
  if (contains(m, "qwen")) return "qwen";
  if (contains(m, "grok")) return "xai";
  if (contains(m, "deepseek")) return "deepseek";
  if (contains(m, "mistral")) return "mistral";
  throw std::invalid_argument("Unknown model: " + m +
                              " (name a known model, e.g. gpt-4o, or give {\"api\": ..., \"model\": ...})");
}

std::string stripApiPrefix(const std::string& model) {
  static const std::array<const char*, 10> prefixes = {"replicate/", "ollama/", "groqcloud/", "groq/", "glhf/",
                                                       "hyperbolic/", "novita/", "openrouter/", "vllm/",
                                                       "huggingface/"};
  std::string out = model;
  for (const char* prefix : prefixes) {
    const size_t at = out.find(prefix);
    if (at != std::string::npos) out.erase(at, std::char_traits<char>::length(prefix));
  }
  return out;
}

ModelSpec parseModelField(const nlohmann::json& rawField) {
  nlohmann::json field = rawField;
  // A command line passes the object form as text (--model '{"api": ...}'): read it as JSON.
  if (field.is_string() && !field.get<std::string>().empty() && field.get<std::string>().front() == '{') {
    try {
      field = nlohmann::json::parse(field.get<std::string>());
    } catch (const nlohmann::json::exception& e) {
      throw std::invalid_argument("model " + rawField.get<std::string>() + " looks like a JSON object but is not valid JSON: " +
                                  e.what());
    }
  }
  ModelSpec spec;
  if (field.is_string()) {
    spec.model = field.get<std::string>();
  } else if (field.is_object()) {
    auto text = [&field](const char* key) -> std::string {
      if (!field.contains(key) || field[key].is_null()) return "";
      if (!field[key].is_string()) throw std::invalid_argument(std::string("model field \"") + key + "\" must be a string");
      return field[key].get<std::string>();
    };
    spec.api = text("api");
    spec.model = text("model");
    spec.url = text("url");
    if (field.contains("send_key") && !field["send_key"].is_null()) {
      if (!field["send_key"].is_boolean()) throw std::invalid_argument("model field \"send_key\" must be true or false");
      spec.sendKey = field["send_key"].get<bool>();
    }
    if (field.contains("params") && !field["params"].is_null()) {
      if (!field["params"].is_object()) throw std::invalid_argument("model field \"params\" must be a JSON object");
      spec.params = field["params"];
    }
  } else {
    throw std::invalid_argument("model field must be a string like \"gpt-4o\" or an object {\"api\", \"model\", \"url\", "
                                "\"params\"}, not " + field.dump());
  }
  if (spec.api.empty()) {
    if (spec.model.empty()) throw std::invalid_argument("model field " + field.dump() + " names neither an api nor a model");
    spec.api = selectApi(spec.model);
    spec.model = stripApiPrefix(spec.model);
  }
  const ApiInfo* info = findApi(spec.api);
  if (info == nullptr) {
    std::string known;
    for (const ApiInfo& row : table()) {
      if (row.transport != Transport::Unsupported) known += (known.empty() ? "" : ", ") + row.api;
    }
    throw std::invalid_argument("unknown model api \"" + spec.api + "\"; known: " + known);
  }
  if (spec.model.empty()) {
    if (info->defaultModel.empty()) throw std::invalid_argument("api \"" + spec.api + "\" has no default model; give \"model\"");
    spec.model = info->defaultModel;
  }
  return spec;
}

}  // namespace craftmate::agents
