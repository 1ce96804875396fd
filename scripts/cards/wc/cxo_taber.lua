-- CXO Taber (WC 309): Fight/Reap: You may play or use one non-Star Alliance card this
-- turn: one permission, spent by a play or a use (as the Ambassadors', KF-AOA3-PLAYUSE-1).
local function permit(ctx)
	ctx:rule("play_or_use_one", { not_house = "staralliance" })
end

return {
	reap = permit,
	fight = permit,
}
