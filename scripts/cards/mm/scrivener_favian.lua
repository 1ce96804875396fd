-- Scrivener Favian (MM 155), creature: When you resolve a capture bonus icon, you may steal
-- 1 æmber instead. Its keyword "capture_icon_may_steal" is read by the rules' bonus icons
-- (KF-ICON-11).
return {}
