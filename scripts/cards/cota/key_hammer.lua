-- Key Hammer (CotA 066), action: Play: if the opponent forged a key on their previous turn,
-- that key is unforged; then the opponent gains 6 æmber. Keys are a counter here, so one
-- key is taken back however many they forged then.
return {
	resolve = function(ctx)
		if ctx:rule("forged_last_turn", ctx.opponent) and ctx.opponent:counter("keys") > 0 then
			ctx:gain(ctx.opponent, "keys", -1)
		end
		ctx:gain(ctx.opponent, "amber", 6)
	end,
}
