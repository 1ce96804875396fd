-- Key Hammer (CotA 066), action: Play: if the opponent forged a key on their previous turn,
-- that key is unforged (one of them, their choice, if they forged more); then the opponent
-- gains 6 æmber.
return {
	resolve = function(ctx)
		if ctx:rule("forged_last_turn", ctx.opponent) then
			ctx:rule("unforge", ctx.opponent, ctx:rule("forged_last_turn_colours", ctx.opponent))
		end
		ctx:gain(ctx.opponent, "amber", 6)
	end,
}
