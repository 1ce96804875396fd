-- Knowledge Is Power (CotA 113): Play: Choose one: archive a card; or gain 1 æmber for
-- each card in your archives.
return {
	resolve = function(ctx)
		local choice = ctx:choose({
			prompt = "Knowledge Is Power: choose one",
			options = { "archive a card", "gain 1 æmber per archived card" },
		})[1]
		if choice == "archive a card" then
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			if #hand > 0 then
				ctx:move(ctx:choose({ prompt = "Archive which card?", objects = hand })[1], "archives")
			end
		else
			ctx:gain(ctx.controller, "amber", ctx:count({ zone = "archives", controller = "you" }))
		end
	end,
}
