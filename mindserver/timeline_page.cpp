#include "mindserver/timeline_page.h"

#include "mindserver/page_assets.h"

namespace craftmate::mindserver {

namespace {

// JSON inside <script>: "</" would end the element; "<\/" is the same JSON string.
std::string scriptSafeJson(const nlohmann::json& value) {
  const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') out += '\\';
  }
  return out;
}

std::string page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" +
         htmlEscape(title) + "</title><style>" + std::string(pageAsset("style.css")->content) + "</style></head>\n" +
         body + "</html>\n";
}

}  // namespace

std::string htmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string timelinePage(const nlohmann::json& job) {
  const std::string id = job.value("id", std::string("job"));
  return page(id + " — craftmate timeline",
              "<body class=\"timeline\"><main id=\"timeline\"><noscript>The timeline is drawn by a script; "
              "allow scripts to read it.</noscript></main>\n<script type=\"application/json\" id=\"job-data\">" +
                  scriptSafeJson(job) + "</script>\n<script>" + std::string(pageAsset("page.js")->content) +
                  "</script>\n<script>" + std::string(pageAsset("timeline.js")->content) +
                  "</script></body>");
}

std::string errorPage(const std::string& title, const std::string& message) {
  return page(title, "<body class=\"error\"><main><h1>" + htmlEscape(title) + "</h1><p>" + htmlEscape(message) +
                         "</p><p><a href=\"/\">Back to the main page</a></p></main></body>");
}

std::string notFoundPage(const std::string& message) { return errorPage("Not found", message); }

}  // namespace craftmate::mindserver
