// A GL call outside editor/render: the layering check must refuse it.
void clear() { glClear(0); }
