-- Exile (WC 202): Play: Give control of a friendly creature to your opponent (for good).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "you" })
		local gift = ctx:choose({ prompt = "Give which creature to your opponent?", objects = creatures })[1]
		ctx:take_control(gift, ctx.opponent)
	end,
}
