#pragma once
// The text !searchWiki returns for a Minecraft Wiki page (mindcraft.md §1.1): what cheerio's
// `$('div.mw-parser-output').text()` gives after removing `table.navbox` elements, trimmed. A small
// tag scanner, not an HTML parser: enough for MediaWiki's well-formed output.

#include <string>

namespace craftmate::agents::minecraft {

// The concatenated text nodes of the first <div class="... mw-parser-output ..."> (entities decoded,
// comments and navbox tables left out), trimmed. Empty when the page has no such div.
std::string wikiPageText(const std::string& html);

}  // namespace craftmate::agents::minecraft
