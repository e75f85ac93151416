// `craftmate report DIR...`: the paper's summary of one or more evaluation folders (written by
// `craftmate eval`): tables by task type and agent count with standard errors on stdout, and an HTML
// page with SVG charts.

#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include "app/job_pages.h"
#include "app/subcommand.h"
#include "mindserver/timeline_page.h"
#include "tasks/evaluation_report.h"
#include "tasks/evaluation_runner.h"
#include "tasks/results_store.h"

namespace craftmate::app {

namespace {

// A folder is labelled by its model when all its jobs share one, else by the folder's name.
std::string labelFor(const std::string& dir, const std::vector<tasks::JobRecord>& records) {
  std::set<std::string> models;
  for (const auto& r : records)
    if (auto it = r.job.parameters.find("model"); it != r.job.parameters.end()) models.insert(it->second);
  if (models.size() == 1) return *models.begin();
  return std::filesystem::path(dir).filename().string();
}

// Every job's timeline page beside the report, in <report>_jobs/, each linking back to the report.
// A job whose run store cannot be read is listed without a page (and said so); the report is written.
std::vector<tasks::JobLink> writeJobPages(const std::vector<std::string>& dirs,
                                          const std::vector<tasks::LabelledResults>& results,
                                          const std::string& htmlPath) {
  namespace fs = std::filesystem;
  const fs::path report(htmlPath);
  const std::string pagesName = report.stem().string() + "_jobs";
  const fs::path pagesDir = report.parent_path() / pagesName;
  std::vector<tasks::JobLink> links;
  for (std::size_t d = 0; d < dirs.size(); ++d) {
    for (const auto& record : results[d].records) {
      tasks::JobLink link{results[d].label, record, ""};
      try {
        auto timeline = JobFolder(dirs[d]).timeline(record.job.id);
        if (timeline) {
          (*timeline)["back"] = "../" + report.filename().string();
          const std::string file = (dirs.size() > 1 ? std::to_string(d + 1) + "_" : "") +
                                   tasks::jobFolderName(record.job.id) + ".html";
          fs::create_directories(pagesDir);
          std::ofstream page(pagesDir / file, std::ios::trunc);
          if (page << mindserver::timelinePage(*timeline)) link.href = pagesName + "/" + file;
        }
      } catch (const std::exception& e) {
        std::cerr << "craftmate report: no page for job " << record.job.id << ": " << e.what() << "\n";
      }
      links.push_back(std::move(link));
    }
  }
  return links;
}

int runReport(const std::vector<std::string>& args) {
  std::vector<std::string> dirs;
  std::string htmlPath;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--html") {
      if (i + 1 >= args.size()) {
        std::cerr << "craftmate report: --html needs a file name\n";
        return 2;
      }
      htmlPath = args[++i];
    } else if (!args[i].empty() && args[i][0] == '-') {
      std::cerr << "craftmate report: unknown option '" << args[i] << "'\n";
      return 2;
    } else {
      dirs.push_back(args[i]);
    }
  }
  if (dirs.empty()) {
    std::cerr << "craftmate report: give one or more folders written by 'craftmate eval --out'\n";
    return 2;
  }
  std::vector<tasks::LabelledResults> results;
  try {
    for (const auto& dir : dirs) {
      auto records = tasks::loadResults(dir);
      results.push_back({labelFor(dir, records), std::move(records)});
    }
  } catch (const std::exception& e) {
    std::cerr << "craftmate report: " << e.what() << "\n";
    return 2;
  }
  // Two folders of one model stay apart: the label gets the folder name.
  std::set<std::string> seen;
  for (std::size_t i = 0; i < results.size(); ++i)
    if (!seen.insert(results[i].label).second)
      results[i].label += " (" + std::filesystem::path(dirs[i]).filename().string() + ")";

  const auto groups = tasks::summarize(results);
  std::cout << tasks::summaryTables(groups);
  if (htmlPath.empty()) htmlPath = (std::filesystem::path(dirs.front()) / "report.html").string();
  const auto jobs = writeJobPages(dirs, results, htmlPath);
  std::ofstream out(htmlPath, std::ios::trunc);
  if (!(out << tasks::htmlReport(groups, "craftmate evaluation report", jobs))) {
    std::cerr << "craftmate report: cannot write " << htmlPath << "\n";
    return 1;
  }
  std::cout << "HTML report: " << htmlPath << "\n";
  return 0;
}

}  // namespace

Subcommand reportSubcommand() {
  return {"report", "Summarise evaluation folders: tables by task type and agent count, and an HTML report.",
          "usage: craftmate report DIR... [--html FILE]\n"
          "Reads DIR/results.sqlite of each folder written by `craftmate eval --out DIR` and prints, per task\n"
          "type, the success rate and mean score (± one standard error), time, turns and messages by\n"
          "agent count, one row group per folder (labelled by its model). Writes the same tables with\n"
          "SVG charts to FILE (default: the first DIR's report.html), and every job's timeline (messages,\n"
          "commands and outputs, model calls, score and why it ended) as a page of its own in FILE's\n"
          "folder, <FILE name>_jobs/, linked from the report's job list.\n",
          runReport};
}

}  // namespace craftmate::app
