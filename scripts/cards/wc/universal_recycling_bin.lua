-- Universal Recycling Bin (WC 179), artifact: Action: Archive a purged card you own.
return {
	action = function(ctx)
		local purged = ctx:look({ zone = "purged", controller = "you" })
		local card = ctx:choose({ prompt = "Archive which purged card?", objects = purged })[1]
		if card ~= nil then
			ctx:move(card, "archives")
		end
	end,
}
