-- CXO Taber (WC 309): Fight/Reap: You may play or use one non-Star Alliance card this
-- turn: one permission, spent by a play or a use (as the Ambassadors', KF-AOA3-PLAYUSE-1).
local function permit(ctx)
	local other = { house = "staralliance" }
	local pooled = { uses = 1, pool = "play_or_use" }
	ctx:lasting({
		target = { controller = "you", zone = "stack", not_attributes = other },
		duration = "turn",
		effect = { allow = "activate", uses = pooled.uses, pool = pooled.pool },
	})
	ctx:lasting({
		target = { controller = "you", not_attributes = other },
		duration = "turn",
		effect = { allow = "use", uses = pooled.uses, pool = pooled.pool },
	})
end

return {
	reap = permit,
	fight = permit,
}
