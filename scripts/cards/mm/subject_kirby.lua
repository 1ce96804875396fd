-- Subject Kirby (MM 315): Play/Fight/Reap: You may play one non-Star Alliance creature this
-- turn (a creature only: no action, artifact or upgrade, and no use of a card in play).
local function permit(ctx)
	ctx:lasting({
		target = {
			zone = "stack",
			controller = "you",
			type = "creature",
			not_attributes = { house = "staralliance" },
		},
		duration = "turn",
		effect = { allow = "activate", uses = 1 },
	})
end

return {
	resolve = permit,
	fight = permit,
	reap = permit,
}
