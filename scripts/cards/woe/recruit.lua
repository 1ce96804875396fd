-- Recruit (WoE 283): Play: Make a token creature. If you exalted a friendly creature this
-- turn, archive Recruit. The turn's acts keep every exalt (KF-EVT-EXALT-2), whatever
-- became of the creature since.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		if ctx:rule("exalted_this_turn") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
