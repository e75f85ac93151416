#include "tasks/evaluation_report.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <set>
#include <tuple>

namespace craftmate::tasks {

namespace {

std::string fixed(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string plusMinus(const MeanWithError& m, int decimals) {
  return fixed(m.mean, decimals) + " ± " + fixed(m.standardError, decimals);
}

std::string percent(const MeanWithError& m) {
  return fixed(100 * m.mean, 1) + "% ± " + fixed(100 * m.standardError, 1);
}

std::string teamSize(int agents) { return agents == 0 ? "all" : std::to_string(agents); }

std::string escapeHtml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

GroupSummary summarizeGroup(const std::string& label, const std::string& type, int agents,
                            const std::vector<const JobRecord*>& records) {
  std::vector<double> success, score, seconds, turns, messages;
  for (const auto* r : records) {
    success.push_back(r->result.success ? 1 : 0);
    score.push_back(r->result.score);
    seconds.push_back(r->result.seconds);
    turns.push_back(r->result.turns);
    messages.push_back(r->result.messages);
  }
  GroupSummary g;
  g.label = label;
  g.taskType = type;
  g.agentCount = agents;
  g.jobs = static_cast<int>(records.size());
  g.successRate = meanWithError(success);
  g.score = meanWithError(score);
  g.seconds = meanWithError(seconds);
  g.turns = meanWithError(turns);
  g.messages = meanWithError(messages);
  return g;
}

// Rows of one task type, in report order.
std::map<std::string, std::vector<const GroupSummary*>> byTaskType(const std::vector<GroupSummary>& groups) {
  std::map<std::string, std::vector<const GroupSummary*>> out;
  for (const auto& g : groups) out[g.taskType].push_back(&g);
  return out;
}

// Success rate by agent count, one coloured bar per label, with ±1 SE whiskers.
std::string successChart(const std::vector<const GroupSummary*>& rows) {
  std::vector<std::string> labels;
  std::vector<int> sizes;
  for (const auto* g : rows) {
    if (std::find(labels.begin(), labels.end(), g->label) == labels.end()) labels.push_back(g->label);
    if (g->agentCount > 0 && std::find(sizes.begin(), sizes.end(), g->agentCount) == sizes.end())
      sizes.push_back(g->agentCount);
  }
  std::sort(sizes.begin(), sizes.end());
  if (sizes.empty()) return "";
  static const char* kColours[] = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1"};
  const double left = 50, top = 20, plotHeight = 200, groupWidth = 40.0 + 30.0 * static_cast<double>(labels.size());
  const double width = left + groupWidth * static_cast<double>(sizes.size()) + 20;
  const double height = top + plotHeight + 60 + 18.0 * static_cast<double>(labels.size());
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + fixed(width, 0) + "\" height=\"" +
                    fixed(height, 0) + "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  for (int tick = 0; tick <= 4; ++tick) {
    const double y = top + plotHeight * (1 - tick / 4.0);
    svg += "<line x1=\"" + fixed(left, 0) + "\" y1=\"" + fixed(y, 1) + "\" x2=\"" + fixed(width - 20, 0) + "\" y2=\"" +
           fixed(y, 1) + "\" stroke=\"#ddd\"/>\n";
    svg += "<text x=\"" + fixed(left - 6, 0) + "\" y=\"" + fixed(y + 4, 1) + "\" text-anchor=\"end\">" +
           std::to_string(tick * 25) + "%</text>\n";
  }
  for (std::size_t s = 0; s < sizes.size(); ++s) {
    const double x0 = left + groupWidth * static_cast<double>(s) + 20;
    for (std::size_t l = 0; l < labels.size(); ++l) {
      const GroupSummary* g = nullptr;
      for (const auto* row : rows)
        if (row->label == labels[l] && row->agentCount == sizes[s]) g = row;
      if (!g) continue;
      const double x = x0 + 30.0 * static_cast<double>(l);
      const double h = plotHeight * g->successRate.mean;
      svg += "<rect x=\"" + fixed(x, 1) + "\" y=\"" + fixed(top + plotHeight - h, 1) + "\" width=\"24\" height=\"" +
             fixed(h, 1) + "\" fill=\"" + kColours[l % 7] + "\"><title>" + escapeHtml(labels[l]) + ", " +
             std::to_string(sizes[s]) + " agents: " + percent(g->successRate) + " (n=" + std::to_string(g->jobs) +
             ")</title></rect>\n";
      const double lo = std::max(0.0, g->successRate.mean - g->successRate.standardError);
      const double hi = std::min(1.0, g->successRate.mean + g->successRate.standardError);
      const double cx = x + 12;
      svg += "<line x1=\"" + fixed(cx, 1) + "\" y1=\"" + fixed(top + plotHeight * (1 - hi), 1) + "\" x2=\"" +
             fixed(cx, 1) + "\" y2=\"" + fixed(top + plotHeight * (1 - lo), 1) + "\" stroke=\"#222\"/>\n";
    }
    svg += "<text x=\"" + fixed(x0 + 15.0 * static_cast<double>(labels.size()) - 3, 1) + "\" y=\"" +
           fixed(top + plotHeight + 18, 1) + "\" text-anchor=\"middle\">" + std::to_string(sizes[s]) + " agents</text>\n";
  }
  for (std::size_t l = 0; l < labels.size(); ++l) {
    const double y = top + plotHeight + 40 + 18.0 * static_cast<double>(l);
    svg += "<rect x=\"" + fixed(left, 0) + "\" y=\"" + fixed(y - 10, 1) + "\" width=\"12\" height=\"12\" fill=\"" +
           kColours[l % 7] + "\"/><text x=\"" + fixed(left + 18, 0) + "\" y=\"" + fixed(y, 1) + "\">" +
           escapeHtml(labels[l]) + "</text>\n";
  }
  return svg + "</svg>\n";
}

}  // namespace

MeanWithError meanWithError(const std::vector<double>& values) {
  MeanWithError m;
  if (values.empty()) return m;
  double sum = 0;
  for (double v : values) sum += v;
  m.mean = sum / static_cast<double>(values.size());
  if (values.size() < 2) return m;
  double squares = 0;
  for (double v : values) squares += (v - m.mean) * (v - m.mean);
  const double n = static_cast<double>(values.size());
  m.standardError = std::sqrt(squares / (n - 1)) / std::sqrt(n);
  return m;
}

std::vector<LabelledResults> groupByConfiguration(const std::vector<ResultsFolder>& folders) {
  using Configuration = std::map<std::string, std::string>;
  struct Group {
    const ResultsFolder* folder;
    Configuration configuration;
    std::string label;
    std::vector<JobRecord> records;
  };
  std::vector<Group> groups;
  for (const auto& folder : folders)
    for (const auto& record : folder.records) {
      auto it = std::find_if(groups.begin(), groups.end(), [&](const Group& g) {
        return g.folder == &folder && g.configuration == record.job.configuration;
      });
      if (it == groups.end()) it = groups.insert(groups.end(), Group{&folder, record.job.configuration, "", {}});
      it->records.push_back(record);
    }
  for (auto& g : groups) {
    std::set<std::string> models;
    for (const auto& r : g.records) {
      const auto& where = r.job.configuration.empty() ? r.job.parameters : r.job.configuration;
      if (auto it = where.find("model"); it != where.end()) models.insert(it->second);
    }
    g.label = models.size() == 1 ? *models.begin() : g.folder->name;
  }
  // What tells apart the groups that share a label: their differing entries, else their folders.
  auto shortValue = [](const std::string& key, const std::string& value) {
    if (value.size() <= 40) return key + "=" + value;
    std::uint32_t hash = 2166136261u;
    for (unsigned char c : value) hash = (hash ^ c) * 16777619u;
    char buf[16];
    std::snprintf(buf, sizeof buf, "#%06x", hash & 0xffffffu);
    return key + buf;
  };
  std::map<std::string, std::vector<Group*>> byLabel;
  for (auto& g : groups) byLabel[g.label].push_back(&g);
  for (auto& [label, same] : byLabel) {
    if (same.size() < 2) continue;
    std::set<std::string> keys;
    for (const auto* g : same)
      for (const auto& [k, v] : g->configuration) keys.insert(k);
    for (auto* g : same) {
      std::string differs;
      for (const auto& key : keys) {
        auto valueOf = [&](const Group* other) {
          auto it = other->configuration.find(key);
          return it == other->configuration.end() ? std::string() : it->second;
        };
        const bool varies = std::any_of(same.begin(), same.end(), [&](const Group* o) { return valueOf(o) != valueOf(g); });
        if (varies) differs += (differs.empty() ? "" : ", ") + shortValue(key, valueOf(g));
      }
      const bool sameConfigElsewhere = std::any_of(same.begin(), same.end(), [&](const Group* o) {
        return o != g && o->configuration == g->configuration;
      });
      if (sameConfigElsewhere) differs += (differs.empty() ? "" : ", ") + g->folder->name;
      g->label += " (" + differs + ")";
    }
  }
  std::vector<LabelledResults> out;
  for (auto& g : groups) out.push_back({g.label, std::move(g.records)});
  return out;
}

std::vector<GroupSummary> summarize(const std::vector<LabelledResults>& results) {
  std::map<std::tuple<std::string, std::string, int>, std::vector<const JobRecord*>> groups;
  for (const auto& run : results)
    for (const auto& rec : run.records) {
      groups[{run.label, rec.job.taskType, rec.job.agentCount}].push_back(&rec);
      groups[{run.label, rec.job.taskType, 0}].push_back(&rec);
    }
  std::vector<GroupSummary> out;
  for (const auto& [key, records] : groups) {
    const auto& [label, type, agents] = key;
    out.push_back(summarizeGroup(label, type, agents, records));
  }
  // The "all sizes" row last within its label and task type.
  std::stable_sort(out.begin(), out.end(), [](const GroupSummary& a, const GroupSummary& b) {
    auto order = [](const GroupSummary& g) { return std::tuple(g.taskType, g.label, g.agentCount == 0, g.agentCount); };
    return order(a) < order(b);
  });
  return out;
}

std::string summaryTables(const std::vector<GroupSummary>& groups) {
  std::string out;
  for (const auto& [type, rows] : byTaskType(groups)) {
    std::size_t labelWidth = 5;
    for (const auto* g : rows) labelWidth = std::max(labelWidth, g->label.size());
    auto pad = [](std::string s, std::size_t w) { return s.size() < w ? s + std::string(w - s.size(), ' ') : s; };
    out += "Task type: " + type + "\n";
    out += pad("label", labelWidth) + "  agents   jobs  success          score             seconds      turns   messages\n";
    for (const auto* g : rows) {
      out += pad(g->label, labelWidth) + "  " + pad(teamSize(g->agentCount), 6) + " " + pad(std::to_string(g->jobs), 6) +
             " " + pad(percent(g->successRate), 16) + " " + pad(plusMinus(g->score, 2), 17) + " " +
             pad(fixed(g->seconds.mean, 1), 12) + " " + pad(fixed(g->turns.mean, 1), 7) + " " +
             fixed(g->messages.mean, 1) + "\n";
    }
    out += "\n";
  }
  return out;
}

std::string htmlReport(const std::vector<GroupSummary>& groups, const std::string& title,
                       const std::vector<JobLink>& jobs) {
  std::string html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + escapeHtml(title) +
                     "</title>\n<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;"
                     "margin-bottom:1em}td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}"
                     "td:first-child,th:first-child{text-align:left}</style></head><body>\n<h1>" +
                     escapeHtml(title) + "</h1>\n<p>Success rate and mean score by task type and number of agents; "
                     "± is one standard error of the mean.</p>\n";
  for (const auto& [type, rows] : byTaskType(groups)) {
    html += "<h2>" + escapeHtml(type) + "</h2>\n<table><tr><th>label</th><th>agents</th><th>jobs</th><th>success</th>"
            "<th>score</th><th>seconds</th><th>turns</th><th>messages</th></tr>\n";
    for (const auto* g : rows)
      html += "<tr><td>" + escapeHtml(g->label) + "</td><td>" + teamSize(g->agentCount) + "</td><td>" +
              std::to_string(g->jobs) + "</td><td>" + percent(g->successRate) + "</td><td>" + plusMinus(g->score, 2) +
              "</td><td>" + fixed(g->seconds.mean, 1) + "</td><td>" + fixed(g->turns.mean, 1) + "</td><td>" +
              fixed(g->messages.mean, 1) + "</td></tr>\n";
    html += "</table>\n" + successChart(rows);
  }
  if (!jobs.empty()) {
    html += "<h2>Jobs</h2>\n<table><tr><th>label</th><th>job</th><th>task type</th><th>agents</th><th>score</th>"
            "<th>success</th><th>why it ended</th></tr>\n";
    for (const auto& j : jobs) {
      const std::string id = escapeHtml(j.record.job.id);
      html += "<tr><td>" + escapeHtml(j.label) + "</td><td>" +
              (j.href.empty() ? id : "<a href=\"" + escapeHtml(j.href) + "\">" + id + "</a>") + "</td><td>" +
              escapeHtml(j.record.job.taskType) + "</td><td>" + std::to_string(j.record.job.agentCount) + "</td><td>" +
              fixed(j.record.result.score, 2) + "</td><td>" + (j.record.result.success ? "yes" : "no") + "</td><td>" +
              escapeHtml(j.record.result.endReason) + "</td></tr>\n";
    }
    html += "</table>\n";
  }
  return html + "</body></html>\n";
}

}  // namespace craftmate::tasks
