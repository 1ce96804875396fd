-- Sloppy Labwork (CotA 123): Play: Archive a card from your hand, then discard a card from
-- your hand.
return {
	resolve = function(ctx)
		local archived = ctx:choose({
			prompt = "Archive which card?",
			objects = ctx:objects({ zone = "hand", controller = "you" }),
		})[1]
		ctx:move(archived, "archives")
		local discarded = ctx:choose({
			prompt = "Discard which card?",
			objects = ctx:objects({ zone = "hand", controller = "you" }),
		})[1]
		ctx:discard(discarded)
	end,
}
