# Turns GLSL files into a C++ source defining `const char* cartouche::shaders::<name>_<ext>` (hex_map.frag ->
# hex_map_frag). Run by the build with -DOUTPUT=file.cpp -DINPUTS=a;b;c.
set(body "// Generated from shaders/ by embed_shaders.cmake. Do not edit.\nnamespace cartouche::shaders {\n")
foreach(input ${INPUTS})
  get_filename_component(name ${input} NAME)
  string(REPLACE "." "_" symbol ${name})
  file(READ ${input} source)
  string(APPEND body "extern const char* const ${symbol};\nconst char* const ${symbol} = R\"glsl(${source})glsl\";\n")
endforeach()
string(APPEND body "}  // namespace cartouche::shaders\n")
file(WRITE ${OUTPUT}.tmp "${body}")
file(COPY_FILE ${OUTPUT}.tmp ${OUTPUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUTPUT}.tmp)
