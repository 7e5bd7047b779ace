// base/text_pieces.h: the same pieces and words as the std::getline and operator>> loops it replaces, for every text
// of a small alphabet up to five characters (separators, blanks, carriage returns, letters), and names with
// diacritics kept byte for byte.
#include "base/text_pieces.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace cartouche {
namespace {

std::vector<std::string> byGetline(const std::string& text, char separator) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string piece; std::getline(in, piece, separator);) out.push_back(piece);
  return out;
}

std::vector<std::string> byExtraction(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

// Every text of up to `length` characters drawn from `alphabet`.
std::vector<std::string> allTexts(const std::string& alphabet, size_t length) {
  std::vector<std::string> texts = {""}, last = {""};
  for (size_t n = 1; n <= length; ++n) {
    std::vector<std::string> next;
    for (const std::string& t : last)
      for (char c : alphabet) next.push_back(t + c);
    texts.insert(texts.end(), next.begin(), next.end());
    last = std::move(next);
  }
  return texts;
}

TEST(TextPieces, SplitsAsGetlineDoesForEveryShortText) {
  for (const std::string& text : allTexts("a,\n\r ", 5)) {
    EXPECT_EQ(pieces(text, ','), byGetline(text, ',')) << '"' << text << '"';
    EXPECT_EQ(pieces(text, '\n'), byGetline(text, '\n')) << '"' << text << '"';
  }
}

TEST(TextPieces, FindsTheWordsOperatorExtractionFindsForEveryShortText) {
  for (const std::string& text : allTexts("ab \t\n\r\v", 5))
    EXPECT_EQ(words(text), byExtraction(text)) << '"' << text << '"';
}

TEST(TextPieces, KeepsNamesWithDiacriticsByteForByte) {
  const std::string text = "Kościuszko,Zajączek,,Ślaski\nFluß Jekatierynosławski";
  EXPECT_EQ(pieces(text, ','),
            (std::vector<std::string>{"Kościuszko", "Zajączek", "", "Ślaski\nFluß Jekatierynosławski"}));
  EXPECT_EQ(words(text), (std::vector<std::string>{"Kościuszko,Zajączek,,Ślaski", "Fluß", "Jekatierynosławski"}));
}

}  // namespace
}  // namespace cartouche
