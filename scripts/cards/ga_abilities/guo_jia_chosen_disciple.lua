-- Guo Jia, Chosen Disciple: its On Enter (a Fatestone regalia from the material deck) is
-- printed only: the corpus has no Fatestone.
return {}
