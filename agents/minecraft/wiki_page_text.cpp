#include "agents/minecraft/wiki_page_text.h"

#include <cctype>
#include <cstdint>
#include <string_view>

namespace craftmate::agents::minecraft {

namespace {

struct Tag {
  std::string name;  // lower case, without '/'
  bool closing = false;
  bool selfClosing = false;
  std::string classes;
  std::size_t end = 0;  // index after '>'
};

// Reads the tag starting at html[pos] == '<'. nullopt-like (name empty) for something that is not a tag.
Tag readTag(const std::string& html, std::size_t pos) {
  Tag tag;
  std::size_t i = pos + 1;
  if (i < html.size() && html[i] == '/') {
    tag.closing = true;
    ++i;
  }
  while (i < html.size() && (std::isalnum(static_cast<unsigned char>(html[i])) || html[i] == '-'))
    tag.name += static_cast<char>(std::tolower(static_cast<unsigned char>(html[i++])));
  // Find the end of the tag, skipping quoted attribute values.
  char quote = 0;
  std::size_t attrStart = i;
  for (; i < html.size(); ++i) {
    if (quote) {
      if (html[i] == quote) quote = 0;
    } else if (html[i] == '"' || html[i] == '\'') {
      quote = html[i];
    } else if (html[i] == '>') {
      break;
    }
  }
  tag.end = i < html.size() ? i + 1 : html.size();
  const std::string_view attrs(html.data() + attrStart, (i < html.size() ? i : html.size()) - attrStart);
  tag.selfClosing = !attrs.empty() && attrs.back() == '/';
  const std::size_t cls = attrs.find("class=");
  if (cls != std::string_view::npos && cls + 6 < attrs.size()) {
    const char q = attrs[cls + 6];
    if (q == '"' || q == '\'') {
      const std::size_t close = attrs.find(q, cls + 7);
      if (close != std::string_view::npos) tag.classes = " " + std::string(attrs.substr(cls + 7, close - cls - 7)) + " ";
    }
  }
  return tag;
}

bool hasClass(const Tag& tag, const std::string& name) { return tag.classes.find(" " + name + " ") != std::string::npos; }

void appendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Decodes the entities MediaWiki writes (named basics and numeric references).
std::string decodeEntities(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '&') {
      out += text[i];
      continue;
    }
    const std::size_t semi = text.find(';', i);
    if (semi == std::string_view::npos || semi - i > 10) {
      out += text[i];
      continue;
    }
    const std::string_view name = text.substr(i + 1, semi - i - 1);
    std::string decoded;
    if (name == "amp") decoded = "&";
    else if (name == "lt") decoded = "<";
    else if (name == "gt") decoded = ">";
    else if (name == "quot") decoded = "\"";
    else if (name == "apos") decoded = "'";
    else if (name == "nbsp") appendUtf8(decoded, 0xA0);
    else if (name.size() > 1 && name[0] == '#') {
      const bool hex = name[1] == 'x' || name[1] == 'X';
      try {
        appendUtf8(decoded, static_cast<uint32_t>(std::stoul(std::string(name.substr(hex ? 2 : 1)), nullptr, hex ? 16 : 10)));
      } catch (const std::exception&) {
        decoded.clear();
      }
    }
    if (decoded.empty()) {
      out += text[i];
      continue;
    }
    out += decoded;
    i = semi;
  }
  return out;
}

std::string trim(const std::string& s) {
  const auto isSpace = [](unsigned char c) { return std::isspace(c) != 0; };
  std::size_t b = 0, e = s.size();
  while (b < e && isSpace(s[b])) ++b;
  while (e > b && isSpace(s[e - 1])) --e;
  return s.substr(b, e - b);
}

}  // namespace

std::string wikiPageText(const std::string& html) {
  std::size_t pos = 0;
  // Find the content div.
  for (;;) {
    pos = html.find("<div", pos);
    if (pos == std::string::npos) return "";
    const Tag tag = readTag(html, pos);
    pos = tag.end;
    if (hasClass(tag, "mw-parser-output")) break;
  }
  std::string text;
  int divDepth = 1;
  int skipDepth = 0;  // > 0 inside a navbox table (counts nested tables)
  while (pos < html.size() && divDepth > 0) {
    if (html.compare(pos, 4, "<!--") == 0) {
      const std::size_t end = html.find("-->", pos + 4);
      pos = end == std::string::npos ? html.size() : end + 3;
      continue;
    }
    if (html[pos] == '<') {
      const Tag tag = readTag(html, pos);
      if (!tag.name.empty()) {
        pos = tag.end;
        if (tag.name == "div" && !tag.selfClosing) divDepth += tag.closing ? -1 : 1;
        if (tag.name == "table") {
          if (skipDepth > 0) skipDepth += tag.closing ? -1 : 1;
          else if (!tag.closing && hasClass(tag, "navbox")) skipDepth = 1;
        }
        continue;
      }
    }
    const std::size_t next = html.find('<', pos + 1);
    const std::size_t end = next == std::string::npos ? html.size() : next;
    if (skipDepth == 0) text += decodeEntities(std::string_view(html).substr(pos, end - pos));
    pos = end;
  }
  return trim(text);
}

}  // namespace craftmate::agents::minecraft
