# Writes one fuzz seed from a battle's text folder: each file of the folder after a line "@@ NAME" (fuzz_support.h).
# cmake -DFOLDER=... -DOUT=... -P make_folder_seed.cmake
file(GLOB files RELATIVE ${FOLDER} ${FOLDER}/*.txt)
list(SORT files)
file(WRITE ${OUT} "")
foreach(f ${files})
  file(READ ${FOLDER}/${f} text)
  file(APPEND ${OUT} "@@ ${f}\n${text}")
endforeach()
